//! `damabot migrate`: applies the configured database's pending migrations
//! and exits, so that a deployment can migrate once before starting its
//! instances (each instance also applies them at start).

use super::UsageError;
use crate::config::Config;

/// Apply the database's pending migrations (DATABASE_URL, else DATABASE_PATH) and exit
#[derive(Debug, clap::Args)]
pub struct MigrateArgs {}

/// Runs the subcommand.
pub fn run(_: MigrateArgs) -> Result<(), UsageError> {
    let config = Config::from_env().map_err(|e| UsageError::new(e.to_string()))?;
    config
        .open_store()
        .map_err(|e| UsageError::new(format!("{e:#}")))?;
    let which = match &config.database_url {
        Some(_) => "the PostgreSQL database of DATABASE_URL".to_owned(),
        None => config.database_path.display().to_string(),
    };
    println!("migrations applied: {which}");
    Ok(())
}
