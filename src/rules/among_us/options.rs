//! The options of an among-us game (`--option KEY=VALUE`), with their defaults.

use crate::rules::OptionSpec;

pub(super) const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "map",
        default: "",
        values: &[],
        help: "among-us-option-map",
    },
    // An encounter in the dark names presences, not players (docs/rulings/among-us.md, 22a).
    OptionSpec {
        key: "dark_encounter",
        default: "anonymous",
        values: &["anonymous", "named"],
        help: "among-us-option-dark-encounter",
    },
    // Sabotages (docs/rulings/among-us.md, "Sabotages").
    OptionSpec {
        key: "door_cooldown",
        default: "exempt",
        values: &["exempt", "shared"],
        help: "among-us-option-door-cooldown",
    },
    OptionSpec {
        key: "locked_move",
        default: "wasted",
        values: &["wasted", "unlock"],
        help: "among-us-option-locked-move",
    },
    OptionSpec {
        key: "candelabra_out",
        default: "lights",
        values: &["lights", "any"],
        help: "among-us-option-candelabra-out",
    },
    OptionSpec {
        key: "candelabra_pass",
        default: "crossing",
        values: &["crossing", "place"],
        help: "among-us-option-candelabra-pass",
    },
    OptionSpec {
        key: super::special::OPTION,
        default: super::special::OPTION_DEFAULT,
        values: &[],
        help: "among-us-option-specials",
    },
    OptionSpec {
        key: "cambiaformas_return",
        default: "fase",
        values: &["fase", "ultimo"],
        help: "among-us-option-cambiaformas-return",
    },
    OptionSpec {
        key: "angel_shield",
        default: "siguiente",
        values: &["siguiente", "misma"],
        help: "among-us-option-angel-shield",
    },
    OptionSpec {
        key: "angel_unused",
        default: "espera",
        values: &["espera", "devuelve"],
        help: "among-us-option-angel-unused",
    },
    OptionSpec {
        key: "tasks",
        default: "",
        values: &[],
        help: "among-us-option-tasks",
    },
    OptionSpec {
        key: "task-counts",
        default: "2,3,3",
        values: &[],
        help: "among-us-option-task-counts",
    },
    OptionSpec {
        key: "task-bar",
        default: "off",
        values: &["off", "tasks", "stages"],
        help: "among-us-option-task-bar",
    },
    OptionSpec {
        key: "plan",
        default: "room",
        values: &["room", "section"],
        help: "among-us-option-plan",
    },
];
