//! `GAME tournament cancel`: the organiser alone, before the start; the
//! players still entered are told, and the name is free again.

use super::{address, bed_with, refused, reply_to, says};

#[tokio::test]
async fn the_organiser_cancels_an_open_tournament_and_its_players_are_told() {
    let mut bed = bed_with("tournament-cancel", "", &["alice", "bob", "carol"]).await;
    says(
        &mut bed,
        "alice",
        "yinsh tournament create club alice apw -players=2-4",
    )
    .await;
    says(&mut bed, "bob", "yinsh tournament join club bob bpw").await;
    says(&mut bed, "carol", "yinsh tournament join club carol cpw").await;
    says(&mut bed, "alice", "yinsh tournament join club alice apw").await;
    says(
        &mut bed,
        "alice",
        "yinsh tournament add club alice apw robot",
    )
    .await;
    refused(
        &mut bed,
        "bob",
        "yinsh tournament cancel club bob bpw",
        "only the organiser",
    )
    .await;
    let outs = says(&mut bed, "alice", "yinsh tournament cancel club alice apw").await;
    let reply = &reply_to(&outs, "alice").body;
    assert!(
        reply.contains("The yinsh tournament club is cancelled")
            && reply.contains("Players told by mail: 2."),
        "{reply}"
    );
    // Bob and carol each get one notice; alice only her reply.
    let mut told: Vec<&str> = outs
        .iter()
        .filter(|o| o.subject == "yinsh tournament club cancelled")
        .map(|o| o.to.as_str())
        .collect();
    told.sort();
    assert_eq!(told, [address("bob"), address("carol")], "{outs:#?}");
    assert_eq!(outs.len(), 3, "{outs:#?}");
    let to_bob = outs.iter().find(|o| o.to == address("bob")).unwrap();
    assert!(
        to_bob
            .body
            .contains("alice has cancelled the yinsh tournament club before its start"),
        "{}",
        to_bob.body
    );
    assert_eq!(bed.count("SELECT COUNT(*) FROM tournaments").await, 0);
    assert_eq!(
        bed.count("SELECT COUNT(*) FROM tournament_players").await,
        0
    );
    // The name is free again; a started tournament cannot be cancelled.
    says(
        &mut bed,
        "alice",
        "yinsh tournament create club alice apw -players=2-4",
    )
    .await;
    says(&mut bed, "bob", "yinsh tournament join club bob bpw").await;
    says(&mut bed, "carol", "yinsh tournament join club carol cpw").await;
    says(&mut bed, "alice", "yinsh tournament start club alice apw").await;
    refused(
        &mut bed,
        "alice",
        "yinsh tournament cancel club alice apw",
        "has started; it is played to its end and cannot be cancelled",
    )
    .await;
}
