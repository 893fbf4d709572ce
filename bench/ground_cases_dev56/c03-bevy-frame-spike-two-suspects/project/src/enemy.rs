use bevy::prelude::*;

use crate::config::{ENEMY_SPEED, KILL_SCORE};
use crate::hud::Score;
use crate::navigation::{world_to_cell, NavGrid};

pub struct EnemyPlugin;

impl Plugin for EnemyPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(Update, (chase, despawn_dead));
    }
}

#[derive(Component, Default)]
pub struct Enemy {
    pub health: i32,
}

fn chase(time: Res<Time>, grid: Res<NavGrid>, mut enemies: Query<&mut Transform, With<Enemy>>) {
    if grid.distance.is_empty() {
        return;
    }
    let n = crate::config::NAV_GRID_SIZE;
    for mut t in &mut enemies {
        let here = world_to_cell(t.translation.xz());
        let best = [here.wrapping_sub(1), here + 1, here.wrapping_sub(n), here + n]
            .into_iter()
            .filter(|&j| j < n * n)
            .min_by_key(|&j| grid.distance[j]);
        if let Some(j) = best {
            let target = Vec3::new((j % n) as f32, 0.0, (j / n) as f32) * crate::config::cell_size()
                - Vec3::new(64.0, 0.0, 64.0);
            let dir = (target - t.translation).normalize_or_zero();
            t.translation += dir * ENEMY_SPEED * time.delta_seconds();
        }
    }
}

fn despawn_dead(mut commands: Commands, mut score: ResMut<Score>, q: Query<(Entity, &Enemy)>) {
    for (e, enemy) in &q {
        if enemy.health < 0 {
            commands.entity(e).despawn_recursive();
            score.0 += KILL_SCORE;
        }
    }
}
