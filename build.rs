//! Rebuilds the bot when a file it embeds changes: the Mini App's page
//! (`assets/webapp/`, embedded whole by `include_dir!`, which tells Cargo
//! nothing of the files it reads) and the locale files.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=assets/webapp");
    println!("cargo:rerun-if-changed=assets/locales");
}
