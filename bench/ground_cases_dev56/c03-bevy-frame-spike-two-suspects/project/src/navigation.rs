use std::collections::VecDeque;

use bevy::prelude::*;

use crate::config::{cell_size, ARENA_HALF_EXTENT, NAV_GRID_SIZE, NAV_REBUILD_INTERVAL};

pub struct NavigationPlugin;

impl Plugin for NavigationPlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(NavGrid::default())
            .insert_resource(NavTimer(Timer::from_seconds(NAV_REBUILD_INTERVAL, TimerMode::Repeating)))
            .add_systems(Update, rebuild_nav_grid);
    }
}

#[derive(Component)]
pub struct Obstacle {
    pub half_extents: Vec2,
}

#[derive(Resource)]
struct NavTimer(Timer);

/// Distance-to-player field; enemies walk downhill.
#[derive(Resource, Default)]
pub struct NavGrid {
    pub blocked: Vec<bool>,
    pub distance: Vec<u32>,
}

fn rebuild_nav_grid(
    time: Res<Time>,
    mut timer: ResMut<NavTimer>,
    mut grid: ResMut<NavGrid>,
    obstacles: Query<(&Transform, &Obstacle)>,
    player: Query<&Transform, With<Camera3d>>,
) {
    if !timer.0.tick(time.delta()).just_finished() {
        return;
    }
    let n = NAV_GRID_SIZE;
    let cell = cell_size();
    grid.blocked = vec![false; n * n];
    for y in 0..n {
        for x in 0..n {
            let p = Vec2::new(x as f32 * cell - ARENA_HALF_EXTENT, y as f32 * cell - ARENA_HALF_EXTENT);
            for (t, o) in &obstacles {
                let d = (p - t.translation.xz()).abs();
                if d.x < o.half_extents.x && d.y < o.half_extents.y {
                    grid.blocked[y * n + x] = true;
                }
            }
        }
    }
    let Ok(target) = player.get_single() else { return };
    let start = world_to_cell(target.translation.xz());
    let mut distance = vec![u32::MAX; n * n];
    let mut queue = VecDeque::from([start]);
    distance[start] = 0;
    while let Some(i) = queue.pop_front() {
        for j in neighbours(i, n) {
            if !grid.blocked[j] && distance[j] == u32::MAX {
                distance[j] = distance[i] + 1;
                queue.push_back(j);
            }
        }
    }
    grid.distance = distance;
}

pub fn world_to_cell(p: Vec2) -> usize {
    let n = NAV_GRID_SIZE;
    let x = (((p.x + ARENA_HALF_EXTENT) / cell_size()) as usize).min(n - 1);
    let y = (((p.y + ARENA_HALF_EXTENT) / cell_size()) as usize).min(n - 1);
    y * n + x
}

fn neighbours(i: usize, n: usize) -> impl Iterator<Item = usize> {
    let (x, y) = (i % n, i / n);
    [(x.wrapping_sub(1), y), (x + 1, y), (x, y.wrapping_sub(1)), (x, y + 1)]
        .into_iter()
        .filter(move |&(a, b)| a < n && b < n)
        .map(move |(a, b)| b * n + a)
}
