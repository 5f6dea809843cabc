//! Time: the robot takes a seek after the seeker's days, and a seek open
//! for 7 days lapses and is mailed back once. The first by the real
//! binary, `serve --once` with its clock set by `RINGMAIL_NOW`.

use crate::support;

use super::{address, bed_with, boards, rate, refused, seeks};

/// 2026-01-01T00:00:00Z.
const NEW_YEAR: i64 = 1_767_225_600;

/// Every seek posted at New Year.
async fn posted_at_new_year(bed: &support::Bed) {
    sqlx::query("UPDATE seeks SET created_at = $1")
        .bind(NEW_YEAR)
        .execute(bed.server.store().pool())
        .await
        .unwrap();
}

#[tokio::test]
async fn the_robot_takes_a_seek_after_its_days() {
    let mut bed = bed_with("seek-robot", "", &["alice", "dave"]).await;
    rate(&bed, "dave", 1300.0).await;
    super::says(&mut bed, "alice", "yinsh seek alice apw -blitz -robot=2").await;
    super::says(
        &mut bed,
        "dave",
        "yinsh seek dave dpw -rating=1000-1300 -robot=1",
    )
    .await;
    posted_at_new_year(&bed).await;

    bed.serve_once_at("2026-01-01T23:59:00Z");
    assert!(bed.new_mail().is_empty());
    assert_eq!(boards(&bed).await, []);

    // A day on: dave's seek (rated under 1400: the easy robot).
    bed.serve_once_at("2026-01-02T00:00:00Z");
    assert_eq!(
        boards(&bed).await,
        [(
            101,
            String::new(),
            "dave".to_string(),
            "robot-easy".to_string()
        )]
    );
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert_eq!(outs[0].to, address("dave"));
    assert_eq!(outs[0].subject, "New yinsh Board 101 dave");
    assert!(
        outs[0].body.starts_with("This board started from dave's open challenge (yinsh seek 2): nobody took it in 1 day, so robot-easy did."),
        "{}",
        outs[0].body
    );
    assert!(outs[0].reply_to.is_some(), "dave may move by reply");

    // Two days on: alice's, by the robot.
    bed.serve_once_at("2026-01-03T00:00:00Z");
    assert_eq!(
        boards(&bed).await[1],
        (
            102,
            "-blitz".to_string(),
            "alice".to_string(),
            "robot".to_string()
        )
    );
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert!(outs[0].body.contains("so robot did."), "{}", outs[0].body);
    assert_eq!(
        seeks(&bed).await,
        [
            (1, "alice".into(), "taken".into(), 102, "robot".into()),
            (2, "dave".into(), "taken".into(), 101, "robot-easy".into()),
        ]
    );
    // Once: nothing more on the next pass.
    bed.serve_once_at("2026-01-03T00:00:00Z");
    assert!(bed.new_mail().is_empty());
    assert_eq!(boards(&bed).await.len(), 2);
    // A robot's take counts against nobody's boards a day.
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM games WHERE created_by IS NOT NULL")
            .await,
        0
    );
}

#[tokio::test]
async fn a_seek_lapses_after_seven_days_and_is_mailed_back_once() {
    let mut bed = bed_with("seek-lapse", "", &["bob", "carol"]).await;
    super::says(&mut bed, "bob", "yinsh seek bob bpw").await;
    posted_at_new_year(&bed).await;
    bed.serve_once_at("2026-01-07T23:59:00Z");
    assert!(bed.new_mail().is_empty(), "not yet seven days");
    bed.serve_once_at("2026-01-08T00:00:00Z");
    let outs = bed.new_mail();
    assert_eq!(outs.len(), 1, "{outs:#?}");
    assert_eq!(outs[0].to, address("bob"));
    assert_eq!(outs[0].subject, "yinsh seek 1 lapsed");
    assert!(
        outs[0]
            .body
            .contains("Your yinsh seek 1 has lapsed: nobody took it in 7 days, and it is closed."),
        "{}",
        outs[0].body
    );
    assert!(!outs[0].body.contains("bpw"));
    bed.serve_once_at("2026-01-09T00:00:00Z");
    assert!(bed.new_mail().is_empty(), "mailed once");
    assert_eq!(seeks(&bed).await[0].2, "lapsed");
    refused(
        &mut bed,
        "carol",
        "yinsh take 1 carol cpw",
        "yinsh seek 1 is no longer open: nobody took it in 7 days",
    )
    .await;
}
