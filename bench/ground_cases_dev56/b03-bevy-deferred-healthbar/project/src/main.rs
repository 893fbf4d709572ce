use bevy::prelude::*;

mod combat;
mod enemy;
mod ui;
mod waves;

fn main() {
    App::new()
        .add_plugins(DefaultPlugins.set(WindowPlugin {
            primary_window: Some(Window {
                title: "Starfall".into(),
                resolution: (1280.0, 720.0).into(),
                ..default()
            }),
            ..default()
        }))
        .add_plugins((
            waves::WavePlugin,
            enemy::EnemyPlugin,
            combat::CombatPlugin,
            ui::health_bar::HealthBarPlugin,
        ))
        .add_systems(Startup, setup_camera)
        .run();
}

fn setup_camera(mut commands: Commands) {
    commands.spawn(Camera2dBundle::default());
}
