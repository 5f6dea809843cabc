//! Replies out over SMTP (`smtp://`, `smtp+starttls://`, `smtps://`), through
//! lettre's pooled asynchronous transport.

use std::time::Duration;

use anyhow::Context;
use lettre::address::Envelope;
use lettre::transport::smtp::authentication::Credentials;
use lettre::transport::smtp::client::{Certificate, Tls, TlsParameters};
use lettre::transport::smtp::{Error as SmtpError, PoolConfig};
use lettre::{Address, AsyncSmtpTransport, AsyncTransport, Tokio1Executor};

use super::url::{MailUrl, Security};
use super::{BoxFuture, Outbound, SendError};

/// The accepted schemes, their protection and usual port.
pub const SCHEMES: &[(&str, Security, u16)] = &[
    ("smtp", Security::Plain, 25),
    ("smtp+starttls", Security::StartTls, 587),
    ("smtps", Security::Tls, 465),
];

/// Connections kept open to the server, and replies sent at once.
const PARALLEL: usize = 4;

/// An SMTP server that takes the replies.
pub struct Smtp {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    server: String,
    /// Whether the address names a user to log in as.
    logs_in: bool,
}

impl Smtp {
    /// Connects lazily to the server named by `spec`; `extra_ca` is a PEM
    /// file of a further certificate authority to trust (for private
    /// servers). Must be called within a Tokio runtime (for the pool).
    pub fn new(spec: &str, extra_ca: Option<&std::path::Path>) -> anyhow::Result<Smtp> {
        let url = MailUrl::parse(spec, SCHEMES).context("bad SMTP outbound address")?;
        let tls = |url: &MailUrl| -> anyhow::Result<TlsParameters> {
            let mut b = TlsParameters::builder(url.host.clone());
            if let Some(path) = extra_ca {
                let pem = std::fs::read(path)
                    .with_context(|| format!("cannot read the CA file {}", path.display()))?;
                b = b.add_root_certificate(
                    Certificate::from_pem(&pem)
                        .with_context(|| format!("no certificate in {}", path.display()))?,
                );
            }
            b.build_rustls().context("cannot set up TLS for SMTP")
        };
        let tls = match url.security {
            Security::Plain => Tls::None,
            Security::StartTls => Tls::Required(tls(&url)?),
            Security::Tls => Tls::Wrapper(tls(&url)?),
        };
        let mut builder = AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous(&url.host)
            .port(url.port)
            .tls(tls)
            .timeout(Some(Duration::from_secs(60)))
            .pool_config(PoolConfig::new().max_size(PARALLEL as u32));
        if let Some(user) = &url.user {
            builder = builder.credentials(Credentials::new(
                user.clone(),
                url.password.clone().unwrap_or_default(),
            ));
        }
        Ok(Smtp {
            transport: builder.build(),
            server: url.to_string(),
            logs_in: url.user.is_some(),
        })
    }
}

impl Smtp {
    /// What `ringmail check` says of the server: connects (TLS as the
    /// address says), greets it and logs in, sending nothing.
    pub async fn check(&self) -> anyhow::Result<String> {
        let answered = self
            .transport
            .test_connection()
            .await
            .with_context(|| format!("SMTP {}", self.server))?;
        anyhow::ensure!(answered, "SMTP {}: the server did not answer", self.server);
        Ok(match self.logs_in {
            true => format!("{}: connected, greeted and logged in", self.server),
            false => format!("{}: connected and greeted (no login)", self.server),
        })
    }
}

/// Sorts a failed send: SMTP 5xx answers are final, everything else (4xx,
/// refused or dropped connections, timeouts, TLS trouble) may pass.
pub fn classify(server: &str, e: &SmtpError) -> SendError {
    let text = format!("SMTP {server}: {e}");
    if e.is_permanent() {
        SendError::Permanent(text)
    } else {
        SendError::Transient(text)
    }
}

impl Outbound for Smtp {
    fn parallel(&self) -> usize {
        PARALLEL
    }

    fn send<'a>(
        &'a self,
        from: &'a str,
        to: &'a str,
        _message_id: &'a str,
        raw: &'a [u8],
    ) -> BoxFuture<'a, Result<(), SendError>> {
        Box::pin(async move {
            let parse = |a: &str| {
                a.parse::<Address>()
                    .map_err(|e| SendError::Permanent(format!("bad address '{a}': {e}")))
            };
            let envelope = Envelope::new(Some(parse(from)?), vec![parse(to)?])
                .map_err(|e| SendError::Permanent(format!("bad envelope: {e}")))?;
            match self.transport.send_raw(&envelope, raw).await {
                Ok(_) => Ok(()),
                Err(e) => {
                    let err = classify(&self.server, &e);
                    tracing::warn!(error = %err, "SMTP send failed");
                    Err(err)
                }
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // The pool needs a Tokio runtime.
    #[tokio::test]
    async fn addresses() {
        assert!(Smtp::new("smtp://127.0.0.1:2525", None).is_ok());
        assert!(Smtp::new("smtps://games%40example.org:pw@mail.example.org", None).is_ok());
        assert!(Smtp::new("smtp+starttls://mail.example.org", None).is_ok());
        assert!(Smtp::new("imap://mail.example.org", None).is_err());
        assert!(
            Smtp::new(
                "smtps://h",
                Some(std::path::Path::new("/nonexistent/ca.pem"))
            )
            .is_err()
        );
        let u = MailUrl::parse("smtp+starttls://games%40example.org:pw@h", SCHEMES).unwrap();
        assert_eq!(
            (u.user.as_deref(), u.port),
            (Some("games@example.org"), 587)
        );
    }

    #[tokio::test]
    async fn refused_connection_is_transient() {
        // Nothing listens on port 1 of the loopback address.
        let smtp = Smtp::new("smtp://127.0.0.1:1", None).unwrap();
        let got = smtp
            .send(
                "games@x.test",
                "bob@x.test",
                "<1@x>",
                b"Subject: x\r\n\r\nx\r\n",
            )
            .await;
        assert!(matches!(got, Err(SendError::Transient(_))), "{got:?}");
        let got = smtp
            .send("games@x.test", "not an address", "<1@x>", b"x")
            .await;
        assert!(matches!(got, Err(SendError::Permanent(_))), "{got:?}");
    }
}
