use std::time::Duration;

use bevy::prelude::*;
use serde::Deserialize;

use crate::enemy::EnemyKind;

#[derive(Deserialize, Debug, Clone)]
pub struct Wave {
    pub kind: EnemyKind,
    pub count: u32,
    pub interval_ms: u64,
}

#[derive(Resource, Default)]
pub struct WaveState {
    pub waves: Vec<Wave>,
    pub current: usize,
    pub spawned: u32,
    pub timer: Timer,
}

impl WaveState {
    /// Advances the spawn timer; returns the kind to spawn when it fires.
    pub fn tick(&mut self, delta: Duration) -> Option<EnemyKind> {
        let wave = self.waves.get(self.current)?.clone();
        self.timer.tick(delta);
        if !self.timer.just_finished() {
            return None;
        }
        self.spawned += 1;
        if self.spawned >= wave.count {
            self.current += 1;
            self.spawned = 0;
        }
        self.timer = Timer::new(Duration::from_millis(wave.interval_ms), TimerMode::Once);
        Some(wave.kind)
    }
}

pub struct WavePlugin;

impl Plugin for WavePlugin {
    fn build(&self, app: &mut App) {
        let text = include_str!("../assets/config/waves.ron");
        let waves: Vec<Wave> = ron::from_str(text).expect("waves.ron");
        app.insert_resource(WaveState { waves, ..default() });
    }
}
