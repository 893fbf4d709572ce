use bevy::prelude::*;

use super::Health;
use crate::ui::health_bar::HealthBarLink;

#[derive(Event)]
pub struct DamageEvent {
    pub target: Entity,
    pub amount: i32,
}

pub fn apply_damage(mut events: EventReader<DamageEvent>, mut targets: Query<&mut Health>) {
    for event in events.read() {
        if let Ok(mut health) = targets.get_mut(event.target) {
            health.current -= event.amount;
        }
    }
}

pub fn despawn_dead(
    mut commands: Commands,
    dead: Query<(Entity, &Health, Option<&HealthBarLink>), Changed<Health>>,
) {
    for (entity, health, link) in &dead {
        if !health.is_dead() {
            continue;
        }
        if let Some(link) = link {
            commands.entity(link.0).despawn();
        }
        commands.entity(entity).despawn_recursive();
    }
}
