//! `chechino`'s game options.

use crate::rules::OptionSpec;

pub(super) const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "map",
        default: "",
        values: &[],
        help: "chechino-option-map",
    },
    OptionSpec {
        key: "buried_tiebreak",
        default: "no",
        values: &["no", "yes"],
        help: "chechino-option-buried-tiebreak",
    },
    OptionSpec {
        key: "replace_keeps_warnings",
        default: "yes",
        values: &["yes", "no"],
        help: "chechino-option-replace-keeps-warnings",
    },
    // "El voto se emite con el nombre del elegido en color ROJO y evitando usar textos
    // ocultos": a vote in a spoiler or in white or transparent text does not count (ruling 38).
    OptionSpec {
        key: crate::core::daycount::HIDDEN_VOTES,
        default: "forbid",
        values: &["forbid", "count"],
        help: "chechino-option-hidden-votes",
    },
    OptionSpec {
        key: "mirrors",
        default: "game",
        values: &["game", "night"],
        help: "chechino-option-mirrors",
    },
    // The book of marriages is secret ("El capellán será informado de cualquier cambio en el
    // listado del libro, pero desconocerá quién lo escribió"): a lover's death is told without
    // its cause unless the master announces it (ruling 39).
    OptionSpec {
        key: super::fate::LOVERS_DEATH,
        default: "secret",
        values: &["secret", "told"],
        help: "chechino-option-lovers-death",
    },
    // "Al ser un disparo diurno, se producirá a la vista de todo el mundo": the Capitán's
    // tie-break and the pistol's shot posted in the day's thread are read as by PM, or raised
    // (ruling 64).
    OptionSpec {
        key: crate::core::engine::THREAD_DAY_ORDERS,
        default: "read",
        values: &["read", "raise"],
        help: "chechino-option-thread-day-orders",
    },
];
