use bevy::prelude::*;
use rand::Rng;

use crate::config::{wave_size, ARENA_HALF_EXTENT, ENEMY_RADIUS, MAX_ENEMIES, SPAWN_INTERVAL};
use crate::enemy::Enemy;

pub struct SpawnerPlugin;

impl Plugin for SpawnerPlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(WaveState {
            timer: Timer::from_seconds(SPAWN_INTERVAL, TimerMode::Repeating),
            wave: 0,
        })
        .add_systems(Update, spawn_wave);
    }
}

#[derive(Resource)]
pub struct WaveState {
    pub timer: Timer,
    pub wave: u32,
}

fn spawn_wave(
    mut commands: Commands,
    time: Res<Time>,
    mut state: ResMut<WaveState>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    live: Query<(), With<Enemy>>,
) {
    if !state.timer.tick(time.delta()).just_finished() {
        return;
    }
    state.wave += 1;
    let room = MAX_ENEMIES.saturating_sub(live.iter().count());
    let count = wave_size(state.wave).min(room);
    let mut rng = rand::thread_rng();
    for _ in 0..count {
        let angle = rng.gen_range(0.0..std::f32::consts::TAU);
        let pos = Vec3::new(angle.cos(), 0.0, angle.sin()) * (ARENA_HALF_EXTENT - 2.0);
        commands.spawn((
            PbrBundle {
                mesh: meshes.add(Capsule3d::new(ENEMY_RADIUS, 1.2)),
                material: materials.add(StandardMaterial {
                    base_color: Color::srgb(0.8, rng.gen_range(0.1..0.3), 0.2),
                    ..default()
                }),
                transform: Transform::from_translation(pos),
                ..default()
            },
            Enemy::default(),
        ));
    }
}
