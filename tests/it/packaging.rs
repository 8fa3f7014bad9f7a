//! What is shipped: the Debian package's files (the systemd unit, the
//! environment file) and the Dockerfile, read as they are; and, opt-in
//! with `cargo test --test it packaging:: -- --ignored` (it needs `cargo
//! deb` and a dist build, many minutes), the package itself built, listed,
//! and its binary run.

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The repository's root.
fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &str) -> String {
    std::fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The `key=value` lines of a unit or environment file, comments dropped.
fn settings(text: &str) -> Vec<(String, String)> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.starts_with('#') && !l.starts_with('['))
        .filter_map(|l| l.split_once('='))
        .map(|(k, v)| (k.trim().to_owned(), v.trim().to_owned()))
        .collect()
}

/// The issue's and the operations guide's requirements on the service:
/// a fixed system user, a read-only system but for its state directory,
/// the environment file under /etc, restarted when it fails.
#[test]
fn the_systemd_unit_runs_as_damabot_hardened() {
    let unit = settings(&read("packaging/debian/damabot.service"));
    for (key, value) in [
        ("User", "damabot"),
        ("DynamicUser", "no"),
        ("ProtectSystem", "strict"),
        ("StateDirectory", "damabot"),
        ("EnvironmentFile", "/etc/damabot/damabot.env"),
        ("Restart", "on-failure"),
        ("ExecStart", "/usr/bin/damabot"),
        ("NoNewPrivileges", "yes"),
        ("KillSignal", "SIGINT"),
        (
            "Environment",
            "DATABASE_PATH=/var/lib/damabot/damabot.sqlite3",
        ),
    ] {
        assert!(
            unit.iter().any(|(k, v)| k == key && v == value),
            "{key}={value} missing from the unit"
        );
    }
}

/// Every variable the README and the operations guide's configuration table
/// name, except the tests' own, has a commented example in the packaged
/// environment file, and nothing in it is set by default.
#[test]
fn the_environment_file_shows_every_variable_commented() {
    let env = read("packaging/damabot.env");
    let mut names = variables(&read("README.md"));
    names.extend(variables(&read("docs/operations.md")));
    names.retain(|n| !n.starts_with("DAMABOT_TEST_"));
    names.sort();
    names.dedup();
    assert!(names.len() >= 25, "too few variables found: {names:?}");
    for name in &names {
        assert!(
            env.lines().any(|l| l.starts_with(&format!("#{name}="))),
            "{name} has no commented example in packaging/damabot.env"
        );
    }
    assert_eq!(settings(&env), [], "the file sets nothing by default");
}

/// The configuration variables a text names: `TELOXIDE_…`, `TELEGRAM_…`,
/// `DISCORD_…`, `DATABASE_…`, `DAMABOT_…` and `RUST_LOG`.
fn variables(text: &str) -> Vec<String> {
    const PREFIXES: [&str; 6] = [
        "TELOXIDE_",
        "TELEGRAM_",
        "DISCORD_",
        "DATABASE_",
        "DAMABOT_",
        "RUST_LOG",
    ];
    text.split(|c: char| !(c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_'))
        .filter(|w| PREFIXES.iter().any(|p| w.starts_with(p)))
        // `DAMABOT_USER_*`-style globs and `BENCH_*` are not names.
        .filter(|w| !w.ends_with('_'))
        .map(str::to_owned)
        .collect()
}

/// The image runs as a non-root user, and its runtime stage takes only the
/// binary from the build stage; the guide's `docker run` line uses the
/// image's volume and database path.
#[test]
fn the_dockerfile_runs_only_the_binary_as_non_root() {
    let dockerfile = read("Dockerfile");
    let stages: Vec<&str> = dockerfile.split("\nFROM ").collect();
    assert_eq!(stages.len(), 3, "a build stage and a runtime stage");
    let runtime = stages[2];
    let user = runtime
        .lines()
        .find_map(|l| l.strip_prefix("USER "))
        .expect("the runtime stage names its user");
    assert!(
        !user.starts_with('0') && !user.starts_with("root"),
        "{user}"
    );
    let copies: Vec<&str> = runtime.lines().filter(|l| l.starts_with("COPY")).collect();
    assert_eq!(
        copies,
        ["COPY --from=build /src/target/dist/damabot /usr/local/bin/damabot"]
    );
    let guide = read("docs/operations.md");
    let run = guide
        .split("```")
        .find(|block| block.contains("docker run"))
        .expect("the guide has a docker run line");
    assert!(run.contains("damabot-data:/data"), "{run}");
    assert!(dockerfile.contains("VOLUME /data"));
    assert!(dockerfile.contains("DATABASE_PATH=/data/damabot.sqlite3"));
}

/// `cargo deb` builds the package; its control data, file list and binary
/// are what docs/operations.md promises.
#[test]
#[ignore = "opt-in: needs cargo-deb and a dist build (many minutes)"]
fn the_debian_package_holds_the_service_and_a_stripped_binary() {
    let out = tempfile::tempdir().expect("temp dir");
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let built = Command::new(cargo)
        .args(["deb", "--locked", "--output"])
        .arg(out.path())
        .current_dir(root())
        .env("CARGO_TARGET_DIR", target_dir())
        .status()
        .expect("cargo deb runs (cargo install cargo-deb --locked)");
    assert!(built.success(), "cargo deb failed");
    let deb = std::fs::read_dir(out.path())
        .expect("output dir")
        .map(|e| e.expect("entry").path())
        .find(|p| p.extension().is_some_and(|x| x == "deb"))
        .expect("a .deb was written");

    let deb = deb.as_os_str();
    let info = dpkg_deb(&["-I".as_ref(), deb]);
    for needle in [
        "Package: damabot",
        &format!("Version: {}-1", env!("CARGO_PKG_VERSION")),
        "adduser",
        "libc6",
        "postinst",
        "postrm",
        "conffiles",
    ] {
        assert!(info.contains(needle), "{needle} not in dpkg-deb -I: {info}");
    }
    let control = tempfile::tempdir().expect("temp dir");
    dpkg_deb(&["-e".as_ref(), deb, control.path().as_os_str()]);
    let conffiles = std::fs::read_to_string(control.path().join("conffiles")).expect("conffiles");
    assert_eq!(conffiles.trim(), "/etc/damabot/damabot.env");
    let postinst = std::fs::read_to_string(control.path().join("postinst")).expect("postinst");
    assert!(postinst.contains("adduser --system"), "{postinst}");

    let list = dpkg_deb(&["-c".as_ref(), deb]);
    for (mode, path) in [
        ("-rwxr-xr-x", "./usr/bin/damabot"),
        ("-rw-------", "./etc/damabot/damabot.env"),
        ("-rw-r--r--", "/systemd/system/damabot.service"),
        ("-rw-r--r--", "./usr/share/doc/damabot/README.md"),
    ] {
        assert!(
            list.lines()
                .any(|l| l.starts_with(mode) && l.contains(path)),
            "{mode} {path} not in dpkg-deb -c: {list}"
        );
    }

    let files = tempfile::tempdir().expect("temp dir");
    dpkg_deb(&["-x".as_ref(), deb, files.path().as_os_str()]);
    let binary = files.path().join("usr/bin/damabot");
    let version = Command::new(&binary)
        .arg("--version")
        .output()
        .expect("the packaged binary runs");
    assert!(version.status.success());
    assert_eq!(
        String::from_utf8_lossy(&version.stdout),
        format!("damabot {}\n", env!("CARGO_PKG_VERSION"))
    );
    let sections = Command::new("readelf")
        .args(["-S", "--wide"])
        .arg(&binary)
        .output()
        .expect("readelf runs");
    let sections = String::from_utf8_lossy(&sections.stdout);
    assert!(sections.contains(".text"), "{sections}");
    for debug in [".symtab", ".debug_info", ".debug_line"] {
        assert!(!sections.contains(debug), "the binary keeps {debug}");
    }
    let unit = std::fs::read_dir(files.path().join("usr/lib/systemd/system"))
        .or_else(|_| std::fs::read_dir(files.path().join("lib/systemd/system")))
        .expect("a systemd unit directory");
    assert_eq!(unit.count(), 1);
}

/// Where `cargo deb` builds: the test run's own target directory, so that a
/// second run (or a `cargo deb` by hand) reuses the dist build.
fn target_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .expect("the tmp dir lies in the target dir")
        .to_path_buf()
}

/// Runs `dpkg-deb` with `args` and returns its standard output.
fn dpkg_deb(args: &[&OsStr]) -> String {
    let out = Command::new("dpkg-deb")
        .args(args)
        .output()
        .expect("dpkg-deb runs");
    assert!(
        out.status.success(),
        "dpkg-deb {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}
