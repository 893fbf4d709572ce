//! Steam integration: achievements and rich presence. Cloud saves are Steam Auto-Cloud,
//! configured on the Steamworks site; the game itself does not call the cloud API.

use bevy::prelude::*;
use steamworks::Client;

pub const APP_ID: u32 = 2418730;

#[derive(Resource)]
pub struct Steam(pub Client);

pub struct SteamPlugin;

impl Plugin for SteamPlugin {
    fn build(&self, app: &mut App) {
        match Client::init_app(APP_ID) {
            Ok((client, single)) => {
                app.insert_resource(Steam(client))
                    .insert_non_send_resource(single)
                    .add_systems(Update, run_callbacks);
            }
            Err(e) => warn!("Steam not available: {e}"),
        }
    }
}

fn run_callbacks(single: NonSend<steamworks::SingleClient>) {
    single.run_callbacks();
}

pub fn unlock(steam: &Steam, api_name: &str) {
    let stats = steam.0.user_stats();
    let ach = stats.achievement(api_name);
    if ach.set().is_ok() {
        let _ = stats.store_stats();
    }
}

pub fn set_presence(steam: &Steam, level: &str) {
    steam.0.friends().set_rich_presence("steam_display", Some("#InLevel"));
    steam.0.friends().set_rich_presence("level", Some(level));
}
