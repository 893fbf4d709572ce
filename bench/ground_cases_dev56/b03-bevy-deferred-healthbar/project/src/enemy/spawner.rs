use bevy::prelude::*;
use bevy::utils::HashMap;
use rand::Rng;

use super::{Enemy, EnemyKind};
use crate::combat::Health;
use crate::ui::health_bar::spawn_health_bar;
use crate::waves::WaveState;

/// Textures and the shared atlas layout, created once at startup.
#[derive(Resource)]
pub struct EnemyAssets {
    textures: HashMap<EnemyKind, Handle<Image>>,
    layout: Handle<TextureAtlasLayout>,
}

pub fn load_enemy_assets(
    mut commands: Commands,
    asset_server: Res<AssetServer>,
    mut layouts: ResMut<Assets<TextureAtlasLayout>>,
) {
    let textures = [EnemyKind::Drone, EnemyKind::Wasp, EnemyKind::Brute]
        .into_iter()
        .map(|kind| (kind, asset_server.load(kind.texture_path())))
        .collect();
    let layout = layouts.add(TextureAtlasLayout::from_grid(UVec2::splat(32), 4, 1, None, None));
    commands.insert_resource(EnemyAssets { textures, layout });
}

pub fn spawn_enemies(
    mut commands: Commands,
    time: Res<Time>,
    mut waves: ResMut<WaveState>,
    assets: Res<EnemyAssets>,
) {
    let Some(kind) = waves.tick(time.delta()) else {
        return;
    };
    let mut rng = rand::thread_rng();
    let x = rng.gen_range(-600.0..600.0);

    let texture = assets.textures[&kind].clone();
    let layout = assets.layout.clone();

    let enemy = commands
        .spawn((
            SpriteBundle {
                texture,
                transform: Transform::from_xyz(x, 400.0, 1.0),
                ..default()
            },
            TextureAtlas { layout, index: 0 },
            Enemy { kind, speed: 90.0 },
            Health::new(kind.max_health()),
        ))
        .id();
    spawn_health_bar(&mut commands, enemy);
}

pub fn move_enemies(time: Res<Time>, mut query: Query<(&Enemy, &mut Transform)>) {
    for (enemy, mut transform) in &mut query {
        transform.translation.y -= enemy.speed * time.delta_seconds();
    }
}
