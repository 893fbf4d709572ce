//! Save slots: one RON file per slot in the platform's data folder, plus an autosave.
//!
//! Windows: %APPDATA%\Emberlight\Lanternfall\data\saves\slot_N.ron
//! Linux / Steam Deck: ~/.local/share/lanternfall/saves/slot_N.ron
//! macOS: ~/Library/Application Support/com.Emberlight.Lanternfall/saves/slot_N.ron

use std::fs;
use std::path::PathBuf;

use bevy::prelude::*;
use bevy::tasks::IoTaskPool;
use directories::ProjectDirs;
use serde::{Deserialize, Serialize};

use crate::player::{Inventory, Player};
use crate::GameState;

pub const SAVE_VERSION: u32 = 3;
const AUTOSAVE_EVERY_SECS: f32 = 60.0;

#[derive(Serialize, Deserialize, Debug, Clone)]
pub struct SaveFile {
    pub version: u32,
    pub level: String,
    pub position: (f32, f32),
    pub lantern_oil: f32,
    pub inventory: Vec<(String, u32)>,
    pub playtime_secs: f64,
}

#[derive(Resource)]
pub struct AutosaveTimer(pub Timer);

#[derive(Resource, Default)]
pub struct ActiveSlot(pub u8);

pub struct SavePlugin;

impl Plugin for SavePlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(AutosaveTimer(Timer::from_seconds(AUTOSAVE_EVERY_SECS, TimerMode::Repeating)))
            .init_resource::<ActiveSlot>()
            .add_systems(Update, autosave.run_if(in_state(GameState::Playing)));
    }
}

pub fn saves_dir() -> PathBuf {
    let dirs = ProjectDirs::from("com", "Emberlight", "Lanternfall").expect("no home directory");
    dirs.data_dir().join("saves")
}

pub fn slot_path(slot: u8) -> PathBuf {
    saves_dir().join(format!("slot_{slot}.ron"))
}

fn capture(player: &Transform, inv: &Inventory, p: &Player, level: &str) -> SaveFile {
    SaveFile {
        version: SAVE_VERSION,
        level: level.to_owned(),
        position: (player.translation.x, player.translation.y),
        lantern_oil: p.oil,
        inventory: inv.items.iter().map(|(k, v)| (k.clone(), *v)).collect(),
        playtime_secs: p.playtime,
    }
}

fn autosave(
    time: Res<Time>,
    mut timer: ResMut<AutosaveTimer>,
    slot: Res<ActiveSlot>,
    q: Query<(&Transform, &Inventory, &Player)>,
) {
    if !timer.0.tick(time.delta()).just_finished() {
        return;
    }
    let Ok((t, inv, p)) = q.get_single() else { return };
    let file = capture(t, inv, p, &p.level);
    let path = slot_path(slot.0);
    // Serialize and write off the main thread: on the Deck's SD card fs::write alone took ~35 ms.
    IoTaskPool::get()
        .spawn(async move {
            let text = match ron::ser::to_string(&file) {
                Ok(text) => text,
                Err(e) => return warn!("autosave failed to serialize: {e}"),
            };
            let tmp = path.with_extension("ron.tmp");
            let result = fs::create_dir_all(saves_dir())
                .and_then(|_| fs::write(&tmp, text))
                .and_then(|_| fs::rename(&tmp, &path));
            if let Err(e) = result {
                warn!("autosave failed: {e}");
            }
        })
        .detach();
}

pub fn load(slot: u8) -> Option<SaveFile> {
    let text = fs::read_to_string(slot_path(slot)).ok()?;
    let file: SaveFile = ron::from_str(&text).ok()?;
    (file.version <= SAVE_VERSION).then_some(file)
}
