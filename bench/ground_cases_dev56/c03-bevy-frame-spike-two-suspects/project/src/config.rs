//! Tunables shared by several plugins.

/// Seconds between enemy waves.
pub const SPAWN_INTERVAL: f32 = 2.0;
/// Enemies per wave at wave 1; grows by WAVE_GROWTH each wave.
pub const WAVE_BASE: usize = 24;
pub const WAVE_GROWTH: usize = 4;
/// Hard cap on live enemies.
pub const MAX_ENEMIES: usize = 600;

/// Seconds between full navigation grid rebuilds.
pub const NAV_REBUILD_INTERVAL: f32 = 2.0;
/// Grid cells per side; the arena is 128 x 128 world units.
pub const NAV_GRID_SIZE: usize = 256;
pub const ARENA_HALF_EXTENT: f32 = 64.0;

/// Enemy movement.
pub const ENEMY_SPEED: f32 = 4.5;
pub const ENEMY_RADIUS: f32 = 0.45;

/// Score for one kill.
pub const KILL_SCORE: u32 = 10;

pub fn wave_size(wave: u32) -> usize {
    WAVE_BASE + WAVE_GROWTH * wave as usize
}

pub fn cell_size() -> f32 {
    (ARENA_HALF_EXTENT * 2.0) / NAV_GRID_SIZE as f32
}
