//! Loops over a rule's directions, unrolled at compile time.
//!
//! The rules list directions as constant slices (`R::MAN_CAPTURES`, …). A
//! plain `for` loop over one leaves the direction a run-time value, and
//! every `Layout::step` on it a branch over eight shifts. [`each_dir!`]
//! expands into one block per slot of the slice, with the direction a
//! constant in each, so the steps fold into single shifts.

/// Runs `$body` with `$d` bound to each direction of `$dirs` (a constant
/// `&[Dir]` of at most eight, e.g. `R::MAN_CAPTURES`) in order. `return`
/// in the body returns from the enclosing function.
macro_rules! each_dir {
    ($dirs:expr, $d:ident => $body:block) => {{
        each_dir!(@slot $dirs, $d, $body, 0);
        each_dir!(@slot $dirs, $d, $body, 1);
        each_dir!(@slot $dirs, $d, $body, 2);
        each_dir!(@slot $dirs, $d, $body, 3);
        each_dir!(@slot $dirs, $d, $body, 4);
        each_dir!(@slot $dirs, $d, $body, 5);
        each_dir!(@slot $dirs, $d, $body, 6);
        each_dir!(@slot $dirs, $d, $body, 7);
    }};
    (@slot $dirs:expr, $d:ident, $body:block, $i:literal) => {
        if const { $i < $dirs.len() } {
            let $d: $crate::dir::Dir = const {
                if $i < $dirs.len() {
                    $dirs[$i]
                } else {
                    $crate::dir::Dir::N
                }
            };
            $body
        }
    };
}

pub(crate) use each_dir;
