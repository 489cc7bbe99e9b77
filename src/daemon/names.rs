//! What others see of a player: their public name (or `player<id>`), in place of
//! their address, in every letter about a game that a seek or a tournament started,
//! and in the PGN of a rated game. The outbox runs [`disguise`] over every letter, so
//! privacy is enforced in one place.

use std::collections::HashMap;

use crate::game::{Game, GameId, Timestamp};
use crate::letter::Letter;
use crate::letter::community as words;
use crate::store::{StoreError, Tx};

/// What others see of `address`.
pub(super) fn label_of(tx: &Tx<'_>, address: &str, now: Timestamp) -> Result<String, StoreError> {
    // Read first: a player who has a label is shown without a write (questions are
    // answered from a read-only snapshot, `intake::prepare`).
    match tx.profile_if_any(address)? {
        Some(profile) => Ok(profile.label()),
        None => Ok(tx.profile(address, now)?.label()),
    }
}

/// Public names in every letter about a game that a seek or a tournament started (see
/// [`letter::community::disguise`]).
pub(super) fn disguise(
    tx: &Tx<'_>,
    letters: &mut [Letter],
    now: Timestamp,
) -> Result<(), StoreError> {
    let mut public: HashMap<GameId, bool> = HashMap::new();
    let mut labels: HashMap<String, String> = HashMap::new();
    for letter in letters {
        words::disguise(
            letter,
            &mut |game| match public.get(&game) {
                Some(&known) => Ok::<_, StoreError>(known),
                None => {
                    let found = tx.community_game(game)?.is_some();
                    public.insert(game, found);
                    Ok(found)
                }
            },
            &mut |address| match labels.get(address) {
                Some(label) => Ok::<_, StoreError>(label.clone()),
                None => {
                    let label = label_of(tx, address, now)?;
                    labels.insert(address.to_owned(), label.clone());
                    Ok(label)
                }
            },
        )?;
    }
    Ok(())
}

/// The game as its attached PGN shows it: with public names when it was rated or
/// started by a seek or a tournament; `None` when it shows addresses as before.
pub(super) fn shown_game(
    tx: &Tx<'_>,
    game: &Game,
    now: Timestamp,
) -> Result<Option<Game>, StoreError> {
    let rated = match tx.community_game(game.id)? {
        Some(_) => true,
        None => tx.challenge_rated(game.id)?.unwrap_or(false),
    };
    if !rated {
        return Ok(None);
    }
    let mut snapshot = game.snapshot();
    snapshot.white = label_of(tx, game.white(), now)?;
    snapshot.black = label_of(tx, game.black(), now)?;
    Ok(Some(Game::restore(snapshot, game.moves().to_vec())?))
}
