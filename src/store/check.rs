//! What `ringmail check` says of the database: whether it opens, and how
//! many of the schema's migrations it has. Nothing is made or migrated.

use std::path::Path;

use anyhow::Context;
use sqlx::any::AnyPoolOptions;

use super::{Backend, redact_url};

/// A line on the database at `url`: it opens (read-only for SQLite), and
/// its migrations are current, or pending (applied when `serve` starts);
/// an error when it cannot be opened or is newer than this ringmail.
pub async fn check(url: &str) -> anyhow::Result<String> {
    sqlx::any::install_default_drivers();
    let shown = redact_url(url);
    let backend = Backend::of(url).with_context(|| {
        format!("the database '{shown}' is not supported: use sqlite://PATH or postgres://USER:PASS@HOST/DB")
    })?;
    let known = match backend {
        Backend::Sqlite => sqlx::migrate!("migrations/sqlite").iter().count(),
        Backend::Postgres => sqlx::migrate!("migrations/postgres").iter().count(),
    };
    let open_url = match backend {
        Backend::Sqlite => {
            let path = url
                .strip_prefix("sqlite://")
                .or_else(|| url.strip_prefix("sqlite:"))
                .unwrap_or(url);
            let file = path.split('?').next().unwrap_or(path);
            if !Path::new(file).exists() {
                return Ok(format!(
                    "{shown}: no database yet; serve makes it with the {known} migrations"
                ));
            }
            format!("sqlite://{file}?mode=ro")
        }
        Backend::Postgres => url.to_string(),
    };
    let pool = AnyPoolOptions::new()
        .max_connections(1)
        .connect(&open_url)
        .await
        .with_context(|| format!("cannot open the database {shown}"))?;
    // No table of migrations: a database ringmail never opened.
    let applied: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM _sqlx_migrations WHERE success = TRUE")
            .fetch_one(&pool)
            .await
            .unwrap_or(0);
    pool.close().await;
    let applied = usize::try_from(applied).unwrap_or(0);
    anyhow::ensure!(
        applied <= known,
        "{shown}: {applied} migrations applied, but this ringmail knows {known}: it is older than the database"
    );
    Ok(if applied == known {
        format!("{shown}: opens; its {known} migrations are applied")
    } else {
        format!(
            "{shown}: opens; {} of {known} migrations pending (serve applies them when it starts)",
            known - applied
        )
    })
}
