//! The corpus of bounces as real mail systems write them
//! (`tests/fixtures/bounces/relays/`): one `.eml` a layout, each labelled
//! in a manifest by kind of system (`mtas.toml`, `providers.toml`,
//! `gateways.toml`) with its system, the public sample it follows, and what
//! it means: `hard` with a reason, `soft`, or `none`.
//!
//! `{{BOUNCE}}` (the bounce address), `{{RCPT}}` (the failed recipient),
//! `{{MESSAGE_ID}}` (the returned mail's id, without angle brackets) and
//! `{{SUBJECT}}` (its subject) are filled in for the mail a test bounces.

use std::path::PathBuf;

use serde::Deserialize;

/// One labelled bounce of the corpus.
#[derive(Debug, Clone, Deserialize)]
pub struct Labelled {
    pub file: String,
    /// The kind of mail system that writes it.
    pub system: String,
    /// Which public samples its layout and words follow.
    pub origin: String,
    /// `hard`, `soft` or `none`.
    pub label: String,
    /// For `hard`: why (`address-unknown`, `domain-unknown`,
    /// `mailbox-full`, `refused`, `gave-up`, `other`).
    pub reason: Option<String>,
    /// What the layout shows.
    pub note: String,
}

/// The corpus' folder.
pub fn folder() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/bounces/relays")
}

/// Every labelled bounce of every manifest, sorted by file name.
pub fn corpus() -> Vec<Labelled> {
    super::corpus::manifests(&folder(), "bounce", |l: &Labelled| &l.file)
}

/// The mail a bounce is about.
pub struct Bounced<'a> {
    pub bounce_address: &'a str,
    pub recipient: &'a str,
    /// Without angle brackets.
    pub message_id: &'a str,
    pub subject: &'a str,
}

/// The bounce `labelled`, about `mail`: its bytes with the placeholders
/// filled in (the rest of the bytes as they are, whatever their charset).
pub fn bounce(labelled: &Labelled, mail: &Bounced<'_>) -> Vec<u8> {
    let raw = std::fs::read(folder().join(&labelled.file))
        .unwrap_or_else(|e| panic!("{}: {e}", labelled.file));
    super::corpus::fill(
        &raw,
        &[
            ("BOUNCE", mail.bounce_address),
            ("RCPT", mail.recipient),
            ("MESSAGE_ID", mail.message_id),
            ("SUBJECT", mail.subject),
        ],
    )
}
