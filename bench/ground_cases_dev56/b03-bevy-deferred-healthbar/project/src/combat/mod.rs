use bevy::prelude::*;

mod damage;

pub use damage::DamageEvent;

#[derive(Component, Debug)]
pub struct Health {
    pub current: i32,
    pub max: i32,
}

impl Health {
    pub fn new(max: i32) -> Self {
        Self { current: max, max }
    }

    pub fn ratio(&self) -> f32 {
        (self.current.max(0) as f32) / (self.max as f32)
    }

    pub fn is_dead(&self) -> bool {
        self.current <= 0
    }
}

pub struct CombatPlugin;

impl Plugin for CombatPlugin {
    fn build(&self, app: &mut App) {
        app.add_event::<DamageEvent>()
            .add_systems(Update, (damage::apply_damage, damage::despawn_dead).chain());
    }
}
