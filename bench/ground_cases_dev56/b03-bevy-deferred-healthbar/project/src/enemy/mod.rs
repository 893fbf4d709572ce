use bevy::prelude::*;

pub mod spawner;

#[derive(Component)]
pub struct Enemy {
    pub kind: EnemyKind,
    pub speed: f32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Deserialize)]
pub enum EnemyKind {
    Drone,
    Wasp,
    Brute,
}

impl EnemyKind {
    pub fn texture_path(self) -> &'static str {
        match self {
            EnemyKind::Drone => "textures/enemy_drone.png",
            EnemyKind::Wasp => "textures/enemy_wasp.png",
            EnemyKind::Brute => "textures/enemy_brute.png",
        }
    }

    pub fn max_health(self) -> i32 {
        match self {
            EnemyKind::Drone => 3,
            EnemyKind::Wasp => 2,
            EnemyKind::Brute => 12,
        }
    }
}

pub struct EnemyPlugin;

impl Plugin for EnemyPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(Startup, spawner::load_enemy_assets)
            .add_systems(Update, (spawner::spawn_enemies, spawner::move_enemies));
    }
}
