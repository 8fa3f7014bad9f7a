//! `damabot migrate`: applies the configured database's pending migrations
//! and exits, so that a deployment can migrate once before starting its
//! instances (each instance also applies them at start).

use super::{Args, UsageError};
use crate::config::Config;

/// Runs the subcommand.
pub fn run(args: Args) -> Result<(), UsageError> {
    args.finish()?;
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
