//! Texel tuning: the weights that minimise the cross-entropy between
//! `sigmoid(score / K)` and the game results. `K` is fitted first, on the
//! starting weights (golden-section search on `ln K`), then held; the
//! weights follow by full-batch Adam, epoch by epoch, keeping those with
//! the lowest loss on the validation positions. Patterns seen fewer than
//! [`FitConfig::min_count`] times in the training positions stay at 0,
//! and every pattern weight is pulled toward 0 by an L2 penalty
//! ([`FitConfig::l2`]): Adam moves a rare pattern as fast as a common one,
//! so without it the weights of patterns seen a few dozen times grow as
//! large as the step allows and the sum over the windows turns into noise
//! that costs games.

use super::games::Sample;
use crate::eval::learned::{DENSE, DENSE_SCALE, Weights};
use crate::eval::pattern::ENTRIES;

/// The fit's sizes and rates.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FitConfig {
    /// Passes over the training positions.
    pub epochs: u32,
    /// Adam's step for the dense coefficients (1 = the weight 1.0). 0 by
    /// default, which keeps the hand-written evaluation as it is: fitted
    /// on the results of shallow self-play they predicted the results
    /// better but lost games (kings came out worth little more than men in
    /// the ending; docs/benchmarks.md).
    pub dense_rate: f64,
    /// Adam's step for the pattern weights, in hundredths of a man.
    pub pattern_rate: f64,
    /// A pattern must occur this often in training to get a weight.
    pub min_count: u32,
    /// The L2 penalty on the pattern weights: `l2 / (2 N) · Σ w²` is added
    /// to the mean loss over `N` positions, so a pattern keeps about half
    /// its fitted weight when it occurs `l2 / 2.2e-6` times (at `K` ≈ 300).
    pub l2: f64,
}

impl Default for FitConfig {
    fn default() -> FitConfig {
        FitConfig {
            epochs: 300,
            dense_rate: 0.0,
            pattern_rate: 0.5,
            min_count: 16,
            l2: 0.004,
        }
    }
}

/// What the fit reports as it goes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Progress {
    /// `K` has been fitted; the loss of the starting weights with it.
    K { k: f64, train: f64, valid: f64 },
    /// An epoch has ended, with the losses after it.
    Epoch { epoch: u32, train: f64, valid: f64 },
}

/// The weights being fitted, as reals.
#[derive(Clone, Debug)]
struct Params {
    dense: [[f64; DENSE]; 2],
    patterns: Vec<f64>,
}

impl Params {
    fn of(w: &Weights) -> Params {
        let s = DENSE_SCALE as f64;
        Params {
            dense: w.dense.map(|half| half.map(|x| f64::from(x) / s)),
            patterns: w.patterns.iter().map(|&x| f64::from(x)).collect(),
        }
    }

    fn to_weights(&self, variant: draughts::Variant) -> Weights {
        let s = DENSE_SCALE as f64;
        Weights {
            variant,
            dense: self.dense.map(|half| half.map(|x| (x * s).round() as i32)),
            patterns: self
                .patterns
                .iter()
                .map(|&x| x.round().clamp(f64::from(i16::MIN), f64::from(i16::MAX)) as i16)
                .collect(),
        }
    }

    /// The taper of a sample: the middlegame's share.
    fn taper(s: &Sample) -> f64 {
        let f = &s.features;
        f64::from(f.pieces.min(f.full)) / f64::from(f.full)
    }

    /// White's score of a sample, in hundredths of a man.
    fn score(&self, s: &Sample) -> f64 {
        let f = &s.features;
        let t = Params::taper(s);
        let mut e = 0.0;
        for i in 0..DENSE {
            let x = f64::from(f.dense[i]);
            e += x * (self.dense[0][i] * t + self.dense[1][i] * (1.0 - t));
        }
        for (w, (&own, &turned)) in f.own.iter().zip(&f.turned).enumerate() {
            let base = w * ENTRIES;
            e += self.patterns[base + usize::from(own)] - self.patterns[base + usize::from(turned)];
        }
        e
    }
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The mean cross-entropy of `samples` under `params` and `k`.
fn loss(params: &Params, samples: &[Sample], k: f64) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let sum: f64 = samples
        .iter()
        .map(|s| {
            let p = sigmoid(params.score(s) / k).clamp(1e-12, 1.0 - 1e-12);
            -(s.result * p.ln() + (1.0 - s.result) * (1.0 - p).ln())
        })
        .sum();
    sum / samples.len() as f64
}

/// The `K` that minimises the loss of `weights` on `samples`.
pub fn fit_k(weights: &Weights, samples: &[Sample]) -> f64 {
    let params = Params::of(weights);
    let f = |lnk: f64| loss(&params, samples, lnk.exp());
    let (mut a, mut b) = (10f64.ln(), 5000f64.ln());
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..60 {
        let c = b - ratio * (b - a);
        let d = a + ratio * (b - a);
        if f(c) < f(d) {
            b = d;
        } else {
            a = c;
        }
    }
    ((a + b) / 2.0).exp()
}

/// Fits the weights, starting from `start`, on `train`; keeps the epoch
/// with the lowest loss on `valid` (the last one when `valid` is empty).
/// Returns the weights and `K`.
pub fn fit(
    start: &Weights,
    train: &[Sample],
    valid: &[Sample],
    config: &FitConfig,
    progress: &mut dyn FnMut(Progress),
) -> (Weights, f64) {
    let k = fit_k(start, train);
    let mut params = Params::of(start);
    progress(Progress::K {
        k,
        train: loss(&params, train, k),
        valid: loss(&params, valid, k),
    });
    let n_patterns = params.patterns.len();
    let mut counts = vec![0u32; n_patterns];
    for s in train {
        for (w, (&own, &turned)) in s.features.own.iter().zip(&s.features.turned).enumerate() {
            counts[w * ENTRIES + usize::from(own)] += 1;
            counts[w * ENTRIES + usize::from(turned)] += 1;
        }
    }
    let trainable: Vec<bool> = counts.iter().map(|&c| c >= config.min_count).collect();
    let mut adam_dense = Adam::new(2 * DENSE);
    let mut adam_patterns = Adam::new(n_patterns);
    let mut best = (f64::INFINITY, params.clone());
    let n = train.len().max(1) as f64;
    for epoch in 1..=config.epochs {
        let mut g_dense = vec![0.0; 2 * DENSE];
        let mut g_patterns = vec![0.0; n_patterns];
        for s in train {
            let d = (sigmoid(params.score(s) / k) - s.result) / (k * n);
            let t = Params::taper(s);
            for i in 0..DENSE {
                let x = f64::from(s.features.dense[i]);
                g_dense[i] += d * x * t;
                g_dense[DENSE + i] += d * x * (1.0 - t);
            }
            for (w, (&own, &turned)) in s.features.own.iter().zip(&s.features.turned).enumerate() {
                g_patterns[w * ENTRIES + usize::from(own)] += d;
                g_patterns[w * ENTRIES + usize::from(turned)] -= d;
            }
        }
        for (g, w) in g_patterns.iter_mut().zip(&params.patterns) {
            *g += config.l2 * w / n;
        }
        let mut flat: Vec<f64> = params.dense.iter().flatten().copied().collect();
        adam_dense.step(&mut flat, &g_dense, config.dense_rate, None);
        for (i, x) in flat.into_iter().enumerate() {
            params.dense[i / DENSE][i % DENSE] = x;
        }
        adam_patterns.step(
            &mut params.patterns,
            &g_patterns,
            config.pattern_rate,
            Some(&trainable),
        );
        let train_loss = loss(&params, train, k);
        let valid_loss = if valid.is_empty() {
            train_loss
        } else {
            loss(&params, valid, k)
        };
        if valid_loss < best.0 {
            best = (valid_loss, params.clone());
        }
        progress(Progress::Epoch {
            epoch,
            train: train_loss,
            valid: valid_loss,
        });
    }
    (best.1.to_weights(start.variant), k)
}

/// Adam's moment estimates for a vector of parameters.
struct Adam {
    m: Vec<f64>,
    v: Vec<f64>,
    t: i32,
}

impl Adam {
    fn new(n: usize) -> Adam {
        Adam {
            m: vec![0.0; n],
            v: vec![0.0; n],
            t: 0,
        }
    }

    /// One step of `x` against the gradient `g` with step `rate`; only
    /// where `mask` is true, when there is one.
    fn step(&mut self, x: &mut [f64], g: &[f64], rate: f64, mask: Option<&[bool]>) {
        const B1: f64 = 0.9;
        const B2: f64 = 0.999;
        self.t += 1;
        let c1 = 1.0 - B1.powi(self.t);
        let c2 = 1.0 - B2.powi(self.t);
        for i in 0..x.len() {
            if mask.is_some_and(|m| !m[i]) {
                continue;
            }
            self.m[i] = B1 * self.m[i] + (1.0 - B1) * g[i];
            self.v[i] = B2 * self.v[i] + (1.0 - B2) * g[i] * g[i];
            let (m, v) = (self.m[i] / c1, self.v[i] / c2);
            x[i] -= rate * m / (v.sqrt() + 1e-12);
        }
    }
}
