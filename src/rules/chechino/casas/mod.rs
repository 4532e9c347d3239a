//! "Ubicaciones y sus funciones": the sixteen house functions, one module each. A function is
//! the `function` tag of a house on the map; its owner is the player who lives there.
//!
//! "Salvo que se especifique lo contrario, las ubicaciones sólo podrán ser activadas mientras
//! sus residentes estén vivos." (`Function::works_with_owner_dead` names the exceptions.)

pub mod armeria;
pub mod ascensor;
pub mod barracones;
pub mod cantina;
pub mod capilla;
pub mod cruce_sombrio;
pub mod enfermeria;
pub mod laboratorio;
pub mod lavanderia;
pub mod morgue;
pub mod motores;
pub mod observatorio;
pub mod puente_de_mando;
pub mod radio;
pub mod sala_de_control;
pub mod servicios;
pub mod spoken;

/// The owners' titles, as the setup post shows each house ("Cantina (Cocinera)"), folded:
/// public, so a player may name the resident by them (`secuestro a la Cocinera`).
pub const TITLES: &[(&str, Function)] = &[
    ("soldado", Function::Armeria),
    ("operador", Function::Ascensor),
    ("operadora", Function::Ascensor),
    ("vago", Function::Barracones),
    ("vaga", Function::Barracones),
    ("cocinero", Function::Cantina),
    ("cocinera", Function::Cantina),
    ("capellan", Function::Capilla),
    ("capellana", Function::Capilla),
    ("vigilante", Function::CruceSombrio),
    ("medico", Function::Enfermeria),
    ("medica", Function::Enfermeria),
    ("cientifico", Function::Laboratorio),
    ("cientifica", Function::Laboratorio),
    ("mozo", Function::Lavanderia),
    ("moza", Function::Lavanderia),
    ("enterrador", Function::Morgue),
    ("enterradora", Function::Morgue),
    ("mecanico", Function::Motores),
    ("mecanica", Function::Motores),
    ("mistico", Function::Observatorio),
    ("mistica", Function::Observatorio),
    ("capitan", Function::PuenteDeMando),
    ("capitana", Function::PuenteDeMando),
    ("locutor", Function::Radio),
    ("locutora", Function::Radio),
    ("navegante", Function::SalaDeControl),
    ("bedel", Function::Servicios),
    ("bedela", Function::Servicios),
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Function {
    Armeria,
    Ascensor,
    Barracones,
    Cantina,
    Capilla,
    CruceSombrio,
    Enfermeria,
    Laboratorio,
    Lavanderia,
    Morgue,
    Motores,
    Observatorio,
    PuenteDeMando,
    Radio,
    SalaDeControl,
    Servicios,
}

impl Function {
    pub const ALL: [Function; 16] = [
        Function::Armeria,
        Function::Ascensor,
        Function::Barracones,
        Function::Cantina,
        Function::Capilla,
        Function::CruceSombrio,
        Function::Enfermeria,
        Function::Laboratorio,
        Function::Lavanderia,
        Function::Morgue,
        Function::Motores,
        Function::Observatorio,
        Function::PuenteDeMando,
        Function::Radio,
        Function::SalaDeControl,
        Function::Servicios,
    ];

    /// The map's `function` tag.
    pub fn id(self) -> &'static str {
        match self {
            Function::Armeria => "armeria",
            Function::Ascensor => "ascensor",
            Function::Barracones => "barracones",
            Function::Cantina => "cantina",
            Function::Capilla => "capilla",
            Function::CruceSombrio => "cruce-sombrio",
            Function::Enfermeria => "enfermeria",
            Function::Laboratorio => "laboratorio",
            Function::Lavanderia => "lavanderia",
            Function::Morgue => "morgue",
            Function::Motores => "motores",
            Function::Observatorio => "observatorio",
            Function::PuenteDeMando => "puente-de-mando",
            Function::Radio => "radio",
            Function::SalaDeControl => "sala-de-control",
            Function::Servicios => "servicios",
        }
    }

    pub fn parse(tag: &str) -> Option<Function> {
        Function::ALL.into_iter().find(|f| f.id() == tag)
    }

    /// "Armería (Soldado)": the function and its owner's title, as a message argument.
    pub fn key(self) -> String {
        format!("@chechino-function-{}", self.id())
    }

    /// The functions a player activates by passing ("Las funciones de la mayoría de las
    /// ubicaciones pueden ser activadas por cualquiera de los personajes que pasen por allí").
    /// The others are the owner's (Cantina, Cruce sombrío, Motores, Observatorio, Puente de
    /// mando, Sala de control) or work by themselves (Ascensor by riding, Barracones by
    /// sleeping there).
    pub fn passers_activate(self) -> bool {
        matches!(
            self,
            Function::Armeria
                | Function::Capilla
                | Function::Enfermeria
                | Function::Laboratorio
                | Function::Lavanderia
                | Function::Morgue
                | Function::Radio
                | Function::Servicios
        )
    }

    /// "El laboratorio estará activo aunque el científico muera".
    pub fn works_with_owner_dead(self) -> bool {
        self == Function::Laboratorio
    }
}

use super::nave;
use super::night::Night;
use super::orders::{Activation, Use};
use super::state::Memory;
use crate::core::msg::Msg;
use crate::core::trace::Kind;

/// The resident of a house: he gets his function's information by PM, alive or, through the
/// Morgue, dead ("El dueño de la ubicación fantasma, aun estando muerto, recibirá la misma
/// información que hubiera obtenido de haber seguido vivo").
pub fn owner(night: &Night, house: &str) -> Option<String> {
    night.fate.state.resident(house).map(str::to_string)
}

/// A one-use object a house lends: the Armería's pistol, the Enfermería's medkit. "Cualquiera que
/// pase por [la casa] puede tomar prestado [el objeto] y entregárselo al jugador que desee antes
/// de terminar su recorrido. [El dueño] sabrá quién se llevó [el objeto] pero desconocerá el
/// receptor final."
pub struct Loan {
    pub rule: &'static str,
    /// Messages: to the borrower when it is gone, to the receiver, to the owner.
    pub gone: &'static str,
    pub received: &'static str,
    pub taken_by: &'static str,
    /// To the borrower when the receiver is buried: nobody can hand it to him.
    pub not_handed: &'static str,
    /// The object's place in the memory: taken for good, and who holds it.
    pub slot: fn(&mut Memory) -> (&mut bool, &mut Option<String>),
}

/// Lends the object once: the receiver holds it, the owner learns who took it. A buried
/// receiver cannot be handed anything: the Cómplice "las entierra en un lugar secreto", and the
/// victim is "bloqueada … no pudiendo actuar" (docs/rulings/chechino.md, ruling 36): the object
/// stays in its house and the borrower is told.
pub fn lend(night: &mut Night, loan: &Loan, actor: &str, house: &str, to: &str) {
    if night.buried(to) {
        night
            .fate
            .trace
            .add(
                Kind::Failed,
                loan.rule,
                Msg::new(loan.not_handed).arg("player", to),
            )
            .actor(actor)
            .target(to)
            .to(&[actor]);
        return;
    }
    let (taken, holder) = (loan.slot)(&mut night.fate.state.memory);
    if *taken {
        night
            .fate
            .trace
            .add(Kind::Failed, loan.rule, Msg::new(loan.gone))
            .actor(actor)
            .to(&[actor]);
        return;
    }
    *taken = true;
    *holder = Some(to.to_string());
    night
        .fate
        .trace
        .add(Kind::Applied, loan.rule, Msg::new(loan.received))
        .actor(actor)
        .target(to)
        .to(&[to]);
    tell_owner(
        night,
        house,
        loan.rule,
        Msg::new(loan.taken_by).arg("player", actor),
    );
}

/// Tells the owner of `house` what his function saw: while he lives, or dead when the Morgue
/// opens his house, or the Laboratorio's ("se encuentre vivo o no").
pub fn tell_owner(night: &mut Night, house: &str, rule: &str, msg: Msg) {
    if let Some(o) = told_owner(night, house) {
        night
            .fate
            .trace
            .add(Kind::Info, rule, msg)
            .target(&o)
            .to(&[&o]);
    }
}

/// The owner of `house` if he is told what his function sees now.
fn told_owner(night: &Night, house: &str) -> Option<String> {
    let told = |o: &String| {
        night.fate.game.is_alive(o)
            || night.ghost.as_deref() == Some(house)
            || nave::function_of(&night.fate.state.map, house)
                .is_some_and(Function::works_with_owner_dead)
    };
    owner(night, house).filter(told)
}

/// [`tell_owner`] of what several walkers may each cause in one night (the Operador's rides,
/// the Locutor's recipients): kept until the night is over ([`tell_the_owners`]), so that the
/// lines are not in the order the walkers walked, which is their roles' priority.
pub fn tell_owner_later(night: &mut Night, house: &str, rule: &str, msg: Msg) {
    if let Some(o) = told_owner(night, house) {
        night.later.push((o, rule.to_string(), msg));
    }
}

/// What [`tell_owner_later`] kept, told once the walkers have walked: each owner's lines by
/// what they say (a ride by its stops, a message by its recipient), never by who caused them
/// ("Nadie sabrá quién usa el ascensor"; "El locutor sabrá el destinatario final").
pub fn tell_the_owners(night: &mut Night) {
    let mut later = std::mem::take(&mut night.later);
    later.sort_by_cached_key(|(owner, rule, msg)| {
        let args: Vec<String> = msg
            .args
            .values()
            .map(|v| crate::core::names::fold(v))
            .collect();
        (owner.clone(), rule.clone(), msg.key.clone(), args)
    });
    for (owner, rule, msg) in later {
        night
            .fate
            .trace
            .add(Kind::Info, &rule, msg)
            .target(&owner)
            .to(&[&owner]);
    }
}

/// A walker activates the function of a house of his route, at step `step`.
pub fn activate(night: &mut Night, actor: &str, a: &Activation, step: usize) {
    if a.at != a.house && !morgue::open(night, actor, &a.at) {
        return;
    }
    // "sólo podrán ser activadas mientras sus residentes estén vivos": an owner who died
    // earlier tonight closes his house for the rest of the night.
    if a.at == a.house
        && !a.function.works_with_owner_dead()
        && let Some(o) = owner(night, &a.house)
        && !night.fate.game.is_alive(&o)
    {
        let death = night.death_of(&o);
        let mut e = night
            .fate
            .trace
            .add(
                Kind::Failed,
                "rule-chechino-owner-alive",
                Msg::new("chechino-house-closed")
                    .arg("house", &a.house)
                    .arg("owner", &o),
            )
            .actor(actor)
            .to(&[actor]);
        if let Some(d) = death {
            e = e.cause(d);
        }
        e.id();
        return;
    }
    night.ghost = (a.at != a.house).then(|| a.house.clone());
    use_function(night, actor, a, step);
    night.ghost = None;
}

fn use_function(night: &mut Night, actor: &str, a: &Activation, step: usize) {
    match (&a.function, &a.what) {
        (Function::Armeria, Use::Give(to)) => armeria::borrow(night, actor, &a.house, to),
        (Function::Enfermeria, Use::Give(to)) => enfermeria::borrow(night, actor, &a.house, to),
        (Function::Capilla, Use::Give(name)) => capilla::write(night, actor, &a.house, name),
        (Function::Laboratorio, Use::Lab(recruit)) => {
            laboratorio::enter(night, actor, &a.house, recruit.as_deref())
        }
        (Function::Lavanderia, Use::Suit) => lavanderia::take(night, actor, &a.house, step),
        (Function::Servicios, Use::Mirror(x, y)) => servicios::steal(night, actor, x, y),
        (Function::Radio, Use::Radio(to, text)) => radio::send(night, actor, &a.house, to, text),
        _ => {}
    }
}

/// The things the functions give, each as the order that takes it on this map (`traje` is
/// `usar I` where the Lavandería is I): the suit, the medkit, the pistol and the mirror; and the
/// Laboratorio's list ("podrán pedir al Master el listado de todos los jugadores que hayan
/// pasado por aquí": `pido la lista`).
pub fn object_orders(map: &crate::core::map::Map) -> Vec<(String, String)> {
    [
        ("lista", Function::Laboratorio),
        ("listado", Function::Laboratorio),
        ("traje", Function::Lavanderia),
        ("botiquin", Function::Enfermeria),
        ("pistola", Function::Armeria),
        ("espejo", Function::Servicios),
    ]
    .into_iter()
    .filter_map(|(thing, function)| {
        let house = super::nave::house_with(map, function)?;
        Some((thing.to_string(), format!("usar {house}")))
    })
    .collect()
}
