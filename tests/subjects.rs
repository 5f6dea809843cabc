//! `change subjects`: a player who asks for `board` gets every mail of a
//! board under one subject, over a whole game, in one thread; the other
//! player keeps pbmserv's subjects; a new board says how to switch.

use crate::support;

use support::Bed;

const ALICE: &str = "alice@players.test";
const BOB: &str = "bob@players.test";

#[tokio::test]
async fn every_mail_of_a_game_has_one_subject_for_a_player_who_asks() {
    let mut bed = Bed::new("subjects").await;
    bed.signup(ALICE, "alice", "apw").await;
    bed.signup(BOB, "bob", "bpw").await;
    let outs = bed.round(BOB, "change subjects bob bpw board", "").await;
    assert!(
        outs[0]
            .body
            .contains("now have one subject for every mail of a board"),
        "{outs:#?}"
    );
    // A word that is no style is refused and changes nothing.
    let outs = bed.round(BOB, "change subjects bob bpw colour", "").await;
    assert!(outs[0].body.contains("is not a subject style"), "{outs:#?}");

    let outs = bed
        .round(ALICE, "yinsh challenge -blitz alice bob", "")
        .await;
    let to = |who: &str| outs.iter().find(|o| o.to == who).unwrap().clone();
    let (alices, bobs) = (to(ALICE), to(BOB));
    assert_eq!(alices.subject, "New yinsh Board 101 alice");
    assert_eq!(bobs.subject, "yinsh Board 101: alice vs bob");
    for (mail, who) in [(&alices, "alice"), (&bobs, "bob")] {
        assert!(
            mail.body
                .contains(&format!("Send: change subjects {who} PASSWORD board")),
            "{}",
            mail.body
        );
    }
    let thread = bobs.references[0].clone();
    let mut alice_subjects = vec![alices.subject.clone()];
    for (i, mv) in support::BLITZ_WIN.split(' ').enumerate() {
        let (from, subject) = support::move_mail(i, 101, mv);
        let outs = bed.round(from, &subject, "").await;
        assert_eq!(outs.len(), 2, "{mv}: {outs:#?}");
        for o in &outs {
            if o.to == BOB {
                assert_eq!(o.subject, "yinsh Board 101: alice vs bob", "{mv}");
                assert_eq!(o.references[0], thread, "one thread");
            } else {
                alice_subjects.push(o.subject.clone());
            }
        }
    }
    // alice kept pbmserv's subjects, to the end.
    assert_eq!(alice_subjects[1], "yinsh Board 101 bob");
    assert_eq!(
        alice_subjects.last().unwrap(),
        "yinsh Board 101 over: alice wins"
    );
    // And back.
    let outs = bed.round(BOB, "change subjects bob bpw turn", "").await;
    assert!(
        outs[0]
            .body
            .contains("subjects that name the player to move"),
        "{outs:#?}"
    );
    let outs = bed
        .round(ALICE, "yinsh challenge -blitz alice bob", "")
        .await;
    let bobs = outs.iter().find(|o| o.to == BOB).unwrap();
    assert_eq!(bobs.subject, "New yinsh Board 102 alice");
}
