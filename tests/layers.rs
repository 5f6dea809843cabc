//! The floors of `src/`, from the bottom up, as docs/architecture.md draws
//! them: a module may use only modules on lower floors. Nothing points up
//! and there are no cycles; `games/`, `store/`, `language/` and `config`
//! stand low, `mail/` never reaches the commands, and the commands stand
//! above every domain module they use.
//!
//! Read from the source: every `crate::MODULE` outside a comment, in every
//! file of `src/` (the binary's `main.rs`, `mail_cli.rs` and `game_cli.rs`,
//! and the tools of `src/bin/`, stand on top).

use std::collections::BTreeMap;
use std::path::Path;

/// The floors, lowest first.
const FLOORS: &[&[&str]] = &[
    &["language", "tokens", "priority"],
    &["userid", "games", "store"],
    &["config", "picture", "replay", "tournaments"],
    &["mail", "engines", "robots"],
    &["applied", "check", "help", "reply_to_play"],
    &["accounts", "board_mail"],
    &["boards"],
    &["records", "seeks", "analysis"],
    &["commands"],
    &["server"],
];

/// The crate's macros, which belong to `language`.
const LANGUAGE_MACROS: [&str; 3] = ["msg", "t", "tln"];

/// The floor of a module.
fn floor_of(module: &str) -> Option<usize> {
    FLOORS.iter().position(|floor| floor.contains(&module))
}

/// Every module each top-level module of `src/` uses, with a file and line
/// that shows it.
fn uses() -> BTreeMap<String, BTreeMap<String, String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut out: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
    let mut stack = vec![src.clone()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let rel = path.strip_prefix(&src).unwrap();
            let first = rel
                .components()
                .next()
                .unwrap()
                .as_os_str()
                .to_string_lossy();
            let module = first.trim_end_matches(".rs").to_string();
            if ["lib", "main", "mail_cli", "game_cli", "bin"].contains(&module.as_str()) {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            // Comment lines blanked, so that positions keep their lines.
            let code: String = text
                .lines()
                .map(|l| {
                    if l.trim_start().starts_with("//") {
                        ""
                    } else {
                        l
                    }
                })
                .collect::<Vec<_>>()
                .join("\n");
            for (at, name) in crate_paths(&code) {
                let name = if LANGUAGE_MACROS.contains(&name.as_str()) {
                    "language".to_string()
                } else {
                    name
                };
                if name != module {
                    let line = code[..at].matches('\n').count() + 1;
                    let place = format!("{}:{line}", rel.display());
                    out.entry(module.clone())
                        .or_default()
                        .entry(name)
                        .or_insert(place);
                }
            }
        }
    }
    out
}

/// The top-level modules named after `crate::` in `code`, with where:
/// `crate::mail::x` names `mail`, and a group `crate::{msg, store::y}`
/// names each of its items.
fn crate_paths(code: &str) -> Vec<(usize, String)> {
    let ident = |s: &str| -> String {
        s.trim_start()
            .chars()
            .take_while(|c| c.is_ascii_lowercase() || *c == '_')
            .collect()
    };
    let mut out = Vec::new();
    for (at, _) in code.match_indices("crate::") {
        let rest = &code[at + 7..];
        let Some(group) = rest.strip_prefix('{') else {
            out.push((at, ident(rest)));
            continue;
        };
        // The group's items at its top level, up to its closing brace.
        let (mut depth, mut item_start) = (0, 0);
        for (i, c) in group.char_indices() {
            match c {
                '{' => depth += 1,
                '}' if depth == 0 => {
                    out.push((at, ident(&group[item_start..i])));
                    break;
                }
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    out.push((at, ident(&group[item_start..i])));
                    item_start = i + 1;
                }
                _ => {}
            }
        }
    }
    out.retain(|(_, name)| !name.is_empty());
    out
}

#[test]
fn paths_and_groups_are_read() {
    let code = "use crate::mail::x;\nuse crate::{msg, store::{a, b},\n    boards};";
    let names: Vec<String> = crate_paths(code).into_iter().map(|(_, n)| n).collect();
    assert_eq!(names, ["mail", "msg", "store", "boards"]);
}

#[test]
fn every_module_uses_only_lower_floors() {
    let mut wrong = Vec::new();
    for (module, used) in uses() {
        let Some(floor) = floor_of(&module) else {
            wrong.push(format!("{module} is on no floor of FLOORS"));
            continue;
        };
        for (other, place) in used {
            match floor_of(&other) {
                Some(f) if f < floor => {}
                Some(_) => wrong.push(format!("{module} uses {other}, not below it ({place})")),
                None => wrong.push(format!("{module} uses {other}, on no floor ({place})")),
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_floors_name_every_module_once() {
    let mut seen: Vec<&str> = FLOORS.iter().flat_map(|f| f.iter().copied()).collect();
    let count = seen.len();
    seen.sort_unstable();
    seen.dedup();
    assert_eq!(seen.len(), count, "a module on two floors");
    let lib =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs")).unwrap();
    let declared: Vec<&str> = lib
        .lines()
        .filter_map(|l| l.strip_prefix("pub mod "))
        .map(|l| l.trim_end_matches(';'))
        .collect();
    let mut declared_sorted = declared.clone();
    declared_sorted.sort_unstable();
    assert_eq!(seen, declared_sorted, "FLOORS and src/lib.rs differ");
}
