//! What players write between a lupus verb and its player that says what the power is about,
//! not whom: the object the verb acts on and the sentence naming the target (`Ammaestro i
//! lupi: la vittima sarà Nico`, `consegno il responso a Luca`), what the puppet is made to do
//! (`controllo Dario e gli faccio indagare Rita`), the kind of death a bet is on (`scommetto su
//! Olga, morte notturna`). Each list is read only after its own verb, through
//! `Args::skip_ahead`: skipped, not shown in the order as read.


/// The Ammaestratore's object, the wolves ("ammaestrare i lupi, decidendo lui stesso la
/// vittima del loro sbrano"), and the words that name their victim after it.
pub(super) const TAME: &[&str] = &[
    "i", "lupi", "lupo", "branco", "wolves", "wolf", "pack", "loro", "their", "vittima", "victim",
    "sbrano", "bite", "sara", "is", "will", "be", "stanotte", "tonight",
];
