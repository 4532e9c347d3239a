//! What a ruleset hands the core to draw: its places (each on a level, perhaps at a cell the
//! map file gives), the edges between them by kind, and the marks of the moment (a dead
//! resident, a marked house, a ruined level). The words are already in the game's language;
//! the core lays the scene out ([`super::layout`]) and draws it ([`super::svg`]).

/// Who the picture is for: `Public` holds only what every player may see, `Master` the
/// secrets too. The ruleset decides what each shows; the core draws what it is given.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum View {
    Public,
    Master,
}

impl View {
    pub fn id(self) -> &'static str {
        match self {
            View::Public => "public",
            View::Master => "master",
        }
    }
}

/// A whole picture: a title, levels from top to bottom, places, links and a legend.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Scene {
    pub title: String,
    /// In drawing order, top first (the highest floor of a ship). A place on a level not listed
    /// here gets a level of its own, drawn last.
    pub levels: Vec<Level>,
    pub places: Vec<Spot>,
    pub links: Vec<Link>,
    pub legend: Vec<Legend>,
    /// Drawn over the map: what happened where (blood, footprints).
    pub signs: Vec<Sign>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Level {
    pub id: i32,
    pub name: String,
    /// Drawn grey, with `note` beside its name (an exploded floor).
    pub ruined: bool,
    pub note: Option<String>,
}

/// How a place is drawn: a `Room` is a full box (a house); a `Stop` a smaller one (an
/// elevator stop, a vent).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Look {
    Room,
    Stop,
}

/// The fill of a box: `Marked` is the orange of a secret mark, `Ruined` the grey of a place
/// that is gone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fill {
    Plain,
    Marked,
    Ruined,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Spot {
    pub id: String,
    pub level: i32,
    /// (column, row) inside its level, from the map file; `None` lets the core place it.
    pub cell: Option<(u32, u32)>,
    pub look: Look,
    pub fill: Fill,
    /// The lines written inside the box, the first in bold (the place's name).
    pub lines: Vec<Words>,
}

/// One line of words, perhaps struck through (a dead resident).
#[derive(Debug, Clone, PartialEq)]
pub struct Words {
    pub text: String,
    pub struck: bool,
}

impl Words {
    pub fn plain(text: impl Into<String>) -> Words {
        Words {
            text: text.into(),
            struck: false,
        }
    }
}

/// How a link is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stroke {
    /// A solid grey line (a path, a corridor).
    Solid,
    /// A dashed blue line (an elevator, a secret passage).
    Dashed,
    /// A thick red line with a bar across (a path walled tonight).
    Wall,
    /// A solid blue line (a window: seen through, not crossed).
    Window,
    /// A black dotted line (a section line inside a large room).
    Dotted,
    /// A green line with short breaks (the opening that splits a double room).
    Open,
    /// A thick brown line in rungs (stairs).
    Stairs,
    /// An orange dash-dot line (a drop one looks down over).
    Ledge,
    /// A thick black line (a wall only ghosts cross).
    Barrier,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Link {
    pub a: String,
    pub b: String,
    /// The map's edge kind ("path", "elevator"), written in the SVG for whoever reads it.
    pub kind: String,
    pub stroke: Stroke,
    /// One-way, from `a` to `b`: drawn with an arrow head at `b`.
    pub directed: bool,
}

/// What a [`Sign`] shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SignKind {
    /// A red drop: someone died here (in a box's corner, or in the middle of a link).
    Blood,
    /// Two rows of small dark-red prints along a link: someone walked it.
    Footprints,
}

/// A sign of what happened, drawn over the map.
#[derive(Debug, Clone, PartialEq)]
pub struct Sign {
    pub kind: SignKind,
    /// Where: one place (`["F"]`) or the link between two (`["E", "F"]`, either way round).
    pub at: Vec<String>,
}

/// What a legend entry shows beside its words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sample {
    Line(Stroke),
    Box(Fill),
    /// A box drawn as a [`Look::Stop`] (a corridor, a stop).
    StopBox,
    /// Nothing: an entry that only names what the boxes say (a secret passage's entries).
    Blank,
    Struck,
    RuinedLevel,
    Sign(SignKind),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Legend {
    pub sample: Sample,
    pub text: String,
}
