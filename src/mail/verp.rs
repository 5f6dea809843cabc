//! Envelope senders, one per mail (VERP): every mail leaves with
//! `games+bounce-TOKEN@domain` as its `MAIL FROM`, TOKEN naming that one
//! outbox mail (random, kept beside the mail until it is sent and as its
//! SHA-256 for good). A delivery report about the mail comes back to that
//! address, where [`bounce_token`] finds the token again.

use crate::config::Config;
use crate::tokens::BOUNCE_PREFIX;

/// The envelope sender of a mail whose bounce token is `token`: the
/// server's address with `bounce-TOKEN` after the recipient delimiter; the
/// server's address itself when the mail has no token (written before
/// envelope senders had one) or no delimiter is set.
pub fn envelope_sender(config: &Config, token: Option<&str>) -> String {
    token
        .and_then(|t| config.token_address(&format!("{BOUNCE_PREFIX}{t}")))
        .unwrap_or_else(|| config.address.clone())
}

/// The bounce token of the first recipient that is one of the server's
/// bounce addresses, if any: the mail is then a delivery report, never
/// commands. A token of the wrong shape is still returned (lower-cased):
/// the mail went to a bounce address, and finds no mail.
pub fn bounce_token(config: &Config, recipients: &[String]) -> Option<String> {
    config
        .recipient_token(recipients, BOUNCE_PREFIX)
        .map(str::to_ascii_lowercase)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config() -> Config {
        Config::from_layers(None, &[("address".into(), "games@ringmail.test".into())]).unwrap()
    }

    #[test]
    fn the_envelope_sender_carries_the_token() {
        let c = config();
        assert_eq!(
            envelope_sender(&c, Some("abcdefghij0123456789")),
            "games+bounce-abcdefghij0123456789@ringmail.test"
        );
        assert_eq!(envelope_sender(&c, None), "games@ringmail.test");
    }

    #[test]
    fn a_bounce_address_among_the_recipients_gives_its_token() {
        let c = config();
        let to = |a: &[&str]| a.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(
            bounce_token(
                &c,
                &to(&[
                    "games@ringmail.test",
                    "Games+Bounce-ABCDEFGHIJ0123456789@ringmail.test"
                ])
            ),
            Some("abcdefghij0123456789".into())
        );
        assert_eq!(
            bounce_token(&c, &to(&["games+play-abc@ringmail.test"])),
            None
        );
        assert_eq!(
            bounce_token(&c, &to(&["games+bounce-x@elsewhere.test"])),
            None
        );
    }
}
