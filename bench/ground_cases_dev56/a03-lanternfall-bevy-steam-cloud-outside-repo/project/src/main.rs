use bevy::prelude::*;

mod hud;
mod player;
mod save;
#[cfg(feature = "steam")]
mod steam;

#[derive(States, Debug, Clone, Copy, Default, Eq, PartialEq, Hash)]
pub enum GameState {
    #[default]
    Boot,
    Menu,
    Playing,
    Paused,
}

fn main() {
    let mut app = App::new();
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: "Lanternfall".into(),
            resolution: (1280.0, 800.0).into(),
            present_mode: bevy::window::PresentMode::AutoVsync,
            ..default()
        }),
        ..default()
    }))
    .init_state::<GameState>()
    .add_plugins((save::SavePlugin, player::PlayerPlugin, hud::HudPlugin));

    #[cfg(feature = "steam")]
    app.add_plugins(steam::SteamPlugin);

    app.run();
}
