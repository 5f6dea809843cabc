//! User ids: what one may be, and the ones the built-in robots play
//! under.

/// The user ids of the built-in robots (`crate::robots::Strength`):
/// nobody else may take them, an engine from elsewhere included.
pub const BUILT_IN_ROBOTS: [&str; 2] = ["robot", "robot-easy"];

/// Whether `id` (any case) is a built-in robot's user id.
pub fn is_built_in_robot(id: &str) -> bool {
    BUILT_IN_ROBOTS.contains(&id.to_ascii_lowercase().as_str())
}

/// Reads a user id: 2-16 characters of `a-z 0-9 _ -`, starting with a
/// letter; any case on input, lower case inside. The refusal is a message,
/// for the player's language.
pub fn userid(word: &str) -> Result<String, crate::language::Msg> {
    let u = word.to_ascii_lowercase();
    let ok = (2..=16).contains(&u.len())
        && u.starts_with(|c: char| c.is_ascii_lowercase())
        && u.chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || c == '-');
    if ok {
        Ok(u)
    } else {
        Err(crate::msg!("play-not-a-userid", word = word))
    }
}
