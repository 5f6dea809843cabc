//! Unit tests of the IMAP source.

use super::*;

fn options() -> ImapOptions {
    ImapOptions {
        poll: Duration::from_secs(60),
        idle: Duration::from_secs(600),
        processed_folder: Some("Processed".into()),
        extra_ca: None,
    }
}

#[test]
fn addresses() {
    let i = Imap::new(
        "imap://games%40ringmail.test:pw@127.0.0.1:14300/INBOX",
        10,
        options(),
    )
    .unwrap();
    assert_eq!(i.url.user.as_deref(), Some("games@ringmail.test"));
    assert_eq!((i.url.port, i.folder.as_str()), (14300, "INBOX"));
    assert!(i.tls.is_none());
    let i = Imap::new("imaps://u:p@mail.example.org", 10, options()).unwrap();
    assert_eq!((i.url.port, i.folder.as_str()), (993, "INBOX"));
    assert!(i.tls.is_some());
    let i = Imap::new("imap+starttls://u:p@h/Games%2Fin", 10, options()).unwrap();
    assert_eq!(
        (i.url.security, i.folder.as_str()),
        (Security::StartTls, "Games/in")
    );
    assert!(Imap::new("imap://nopassword@h", 10, options()).is_err());
    assert!(Imap::new("smtp://u:p@h", 10, options()).is_err());
}

#[test]
fn handles_and_quoting() {
    assert_eq!(parse_handle(&handle(7, 42)), Some((7, 42)));
    assert_eq!(parse_handle("x:1"), None);
    assert_eq!(quoted("a \"b\"\\c"), "\"a \\\"b\\\"\\\\c\"");
}

#[tokio::test]
async fn unreachable_server_backs_off() {
    let mut i = Imap::new("imap://u:p@127.0.0.1:1/INBOX", 10, options()).unwrap();
    i.backoff = Duration::from_millis(10);
    assert!(i.fetch(10).await.unwrap().is_empty());
    i.wait(Duration::from_secs(1)).await.unwrap();
    assert_eq!(i.backoff, Duration::from_millis(20));
    for _ in 0..20 {
        i.grow_backoff();
    }
    assert_eq!(i.backoff, MAX_BACKOFF);
}
