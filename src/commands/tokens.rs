//! Tokens: random strings mailed to prove that a mail answers the server's
//! mail (confirmations, password resets, replies to play), kept only as
//! their SHA-256, and masked in every stored copy. They are made and
//! masked in [`crate::tokens`]; the commands take them from here.

pub use crate::tokens::{
    BOUNCE_PREFIX, PLAY_PREFIX, TOKEN_LEN, mask_tokens, new_token, token_hash,
};
