use std::collections::BTreeMap;

use bevy::prelude::*;

use crate::GameState;

#[derive(Component)]
pub struct Player {
    pub oil: f32,
    pub playtime: f64,
    pub level: String,
}

#[derive(Component, Default)]
pub struct Inventory {
    pub items: BTreeMap<String, u32>,
}

const SPEED: f32 = 140.0;
const OIL_BURN_PER_SEC: f32 = 0.8;

pub struct PlayerPlugin;

impl Plugin for PlayerPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(Update, (walk, burn_oil, count_playtime).run_if(in_state(GameState::Playing)));
    }
}

fn walk(time: Res<Time>, keys: Res<ButtonInput<KeyCode>>, mut q: Query<&mut Transform, With<Player>>) {
    let mut dir = Vec2::ZERO;
    if keys.pressed(KeyCode::KeyA) { dir.x -= 1.0; }
    if keys.pressed(KeyCode::KeyD) { dir.x += 1.0; }
    if keys.pressed(KeyCode::KeyW) { dir.y += 1.0; }
    if keys.pressed(KeyCode::KeyS) { dir.y -= 1.0; }
    for mut t in &mut q {
        t.translation += (dir.normalize_or_zero() * SPEED * time.delta_seconds()).extend(0.0);
    }
}

fn burn_oil(time: Res<Time>, mut q: Query<&mut Player>) {
    for mut p in &mut q {
        p.oil = (p.oil - OIL_BURN_PER_SEC * time.delta_seconds()).max(0.0);
    }
}

fn count_playtime(time: Res<Time>, mut q: Query<&mut Player>) {
    for mut p in &mut q {
        p.playtime += time.delta_seconds_f64();
    }
}
