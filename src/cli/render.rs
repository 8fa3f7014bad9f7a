//! `damabot render`: draws board images from the command line.
//!
//! ```text
//! damabot render <variant> [--fen <FEN>] [--last <move>] [--theme <name>] [--size <px>] -o <file.png>
//! damabot render <variant> --batch <file> [--theme <name>] [--size <px>] -o <dir>
//! damabot render <variant> [--fen <FEN>] [--last <move>] ... --time <n> -o <file.png>
//! ```
//!
//! `--last` is a move in the given position (or the start position): it is
//! played, and the image shows the position after it with the move marked.
//! `--batch` reads one FEN per line (blank lines are skipped) and writes
//! `<dir>/1.png`, `<dir>/2.png`, … in order. Every input is checked before
//! anything is written, so a bad line leaves no partial output.
//!
//! `--time <n>` measures one board: after writing it (which also builds the
//! theme's tiles at that size, as the first board of a running bot does), it
//! draws the same board `n` more times and prints one line with the PNG's
//! size in bytes and the mean and fastest time per board. This is how the
//! renderer's speed target (1 ms and 15 KB per 512 px board) is checked.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use draughts::{Position, Variant};

use super::UsageError;
use crate::render::{self, BoardView, Theme};

/// Draw a board as a PNG (or one per FEN line with --batch)
///
/// Draws the position, or the one after `--last` with the move marked;
/// `--batch <file> -o <dir>` draws one per FEN line; `--time <n>` prints
/// bytes and ms per board.
#[derive(Debug, clap::Args)]
pub struct RenderArgs {
    /// The variant (international, russian, english, …)
    #[arg(value_name = "variant", value_parser = parse_variant)]
    variant: Variant,
    /// The position, in the variant's FEN (default: the start position)
    #[arg(long, value_name = "FEN")]
    fen: Option<String>,
    /// A move in that position: it is played and marked
    #[arg(long, value_name = "move")]
    last: Option<String>,
    /// A file of FENs, one per line: writes <dir>/1.png, <dir>/2.png, …
    #[arg(long, value_name = "file")]
    batch: Option<PathBuf>,
    /// The theme's name (default: the default theme)
    #[arg(long, value_name = "name", value_parser = parse_theme)]
    theme: Option<&'static Theme>,
    /// The image's side in pixels
    #[arg(long, value_name = "px", default_value_t = render::DEFAULT_SIZE)]
    size: u32,
    /// Draw the board <n> more times and print its size and time per board
    #[arg(long, value_name = "n")]
    time: Option<u32>,
    /// The PNG file to write (with --batch, the directory)
    #[arg(short = 'o', value_name = "file.png")]
    output: PathBuf,
}

/// What one `render` invocation asked for.
struct Request {
    variant: Variant,
    theme: &'static Theme,
    size: u32,
    output: PathBuf,
    /// How many timed draws `--time` asked for.
    time: Option<u32>,
}

/// Runs `damabot render`.
pub fn run(args: RenderArgs) -> Result<(), UsageError> {
    let RenderArgs {
        variant,
        fen,
        last,
        batch,
        theme,
        size,
        time,
        output,
    } = args;
    if time == Some(0) {
        return Err(UsageError::new("--time needs at least one draw"));
    }
    if !(render::MIN_SIZE..=render::MAX_SIZE).contains(&size) {
        return Err(UsageError::new(format!(
            "--size must be between {} and {} pixels, not {size}",
            render::MIN_SIZE,
            render::MAX_SIZE
        )));
    }
    let request = Request {
        variant,
        theme: theme.unwrap_or_else(Theme::default_theme),
        size,
        output,
        time,
    };
    match batch {
        Some(_) if fen.is_some() || last.is_some() => Err(UsageError::new(
            "--batch takes its positions from the file: drop --fen and --last",
        )),
        Some(_) if time.is_some() => {
            Err(UsageError::new("--time measures one board: drop --batch"))
        }
        Some(list) => render_batch(&request, &list),
        None => render_one(&request, fen.as_deref(), last.as_deref()),
    }
}

/// Reads a theme's name, as a usage error naming the themes if unknown.
fn parse_theme(name: &str) -> Result<&'static Theme, UsageError> {
    Theme::by_name(name).ok_or_else(|| {
        let known: Vec<&str> = Theme::ALL.iter().map(|t| t.id).collect();
        UsageError::new(format!(
            "unknown theme '{name}' (themes: {})",
            known.join(", ")
        ))
    })
}

fn parse_variant(name: &str) -> Result<Variant, UsageError> {
    name.parse().map_err(|_| {
        let known: Vec<String> = Variant::ALL.iter().map(Variant::to_string).collect();
        UsageError::new(format!(
            "unknown variant '{name}' (variants: {})",
            known.join(", ")
        ))
    })
}

fn parse_position(variant: Variant, fen: Option<&str>) -> Result<Position, String> {
    match fen {
        None => Ok(Position::start(variant)),
        Some(fen) => Position::from_fen(variant, fen).map_err(|e| format!("bad FEN '{fen}': {e}")),
    }
}

/// Draws one board, with `last` played and marked if given.
fn render_one(request: &Request, fen: Option<&str>, last: Option<&str>) -> Result<(), UsageError> {
    let position = parse_position(request.variant, fen).map_err(UsageError::new)?;
    let view = match last {
        None => BoardView::new(&position),
        Some(text) => {
            let mv = position
                .parse_move(text)
                .map_err(|e| UsageError::new(format!("--last '{text}': {e}")))?;
            let after = position
                .play(&mv)
                .map_err(|e| UsageError::new(format!("--last '{text}': {e}")))?;
            BoardView::new(&after).with_last_move(&mv)
        }
    };
    let image = render::png(&view, request.theme, request.size);
    write(&request.output, &image)?;
    if let Some(draws) = request.time {
        let (mean, fastest) = time_draws(&view, request, draws);
        println!(
            "{}: {} px, {} bytes, {:.3} ms per board (fastest {:.3} ms) over {draws} draws",
            request.variant,
            render::image_size(request.size),
            image.len(),
            mean.as_secs_f64() * 1e3,
            fastest.as_secs_f64() * 1e3,
        );
    }
    Ok(())
}

/// Draws `view` `draws` times; the mean and the fastest time per board.
fn time_draws(view: &BoardView, request: &Request, draws: u32) -> (Duration, Duration) {
    let mut fastest = Duration::MAX;
    let start = Instant::now();
    for _ in 0..draws {
        let one = Instant::now();
        std::hint::black_box(render::png(
            std::hint::black_box(view),
            request.theme,
            request.size,
        ));
        fastest = fastest.min(one.elapsed());
    }
    (start.elapsed() / draws, fastest)
}

/// Draws every FEN of the file at `list` into `<output>/<n>.png`.
fn render_batch(request: &Request, list: &Path) -> Result<(), UsageError> {
    let text = std::fs::read_to_string(list)
        .map_err(|e| UsageError::new(format!("cannot read {}: {e}", list.display())))?;
    let positions = text
        .lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty())
        .map(|(i, line)| {
            parse_position(request.variant, Some(line.trim()))
                .map_err(|e| UsageError::new(format!("{} line {}: {e}", list.display(), i + 1)))
        })
        .collect::<Result<Vec<_>, _>>()?;
    std::fs::create_dir_all(&request.output)
        .map_err(|e| UsageError::new(format!("cannot create {}: {e}", request.output.display())))?;
    for (n, position) in positions.iter().enumerate() {
        let image = render::png(&BoardView::new(position), request.theme, request.size);
        write(&request.output.join(format!("{}.png", n + 1)), &image)?;
    }
    Ok(())
}

fn write(path: &Path, bytes: &[u8]) -> Result<(), UsageError> {
    std::fs::write(path, bytes)
        .map_err(|e| UsageError::new(format!("cannot write {}: {e}", path.display())))
}
