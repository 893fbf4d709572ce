use bevy::prelude::*;

use crate::combat::Health;

const BAR_WIDTH: f32 = 28.0;
const BAR_HEIGHT: f32 = 4.0;
const BAR_OFFSET: Vec3 = Vec3::new(0.0, 22.0, 0.5);

/// Points from an enemy to the sprite entity drawing its bar.
#[derive(Component)]
pub struct HealthBarLink(pub Entity);

#[derive(Component)]
pub struct HealthBar;

pub struct HealthBarPlugin;

impl Plugin for HealthBarPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(PostUpdate, (update_health_bars, follow_owner));
    }
}

pub fn spawn_health_bar(commands: &mut Commands, owner: Entity) {
    let bar = commands
        .spawn((
            SpriteBundle {
                sprite: Sprite {
                    color: Color::srgb(0.2, 0.9, 0.3),
                    custom_size: Some(Vec2::new(BAR_WIDTH, BAR_HEIGHT)),
                    ..default()
                },
                ..default()
            },
            HealthBar,
        ))
        .id();
    commands.entity(owner).insert(HealthBarLink(bar));
}

pub fn update_health_bars(enemies: Query<(&Health, &HealthBarLink)>, mut bars: Query<&mut Sprite, With<HealthBar>>) {
    for (health, link) in &enemies {
        let Ok(mut sprite) = bars.get_mut(link.0) else {
            continue;
        };
        let ratio = health.ratio();
        sprite.custom_size = Some(Vec2::new(BAR_WIDTH * ratio, BAR_HEIGHT));
        sprite.color = if ratio > 0.5 {
            Color::srgb(0.2, 0.9, 0.3)
        } else if ratio > 0.25 {
            Color::srgb(0.95, 0.8, 0.2)
        } else {
            Color::srgb(0.95, 0.25, 0.2)
        };
    }
}

fn follow_owner(owners: Query<(&Transform, &HealthBarLink), Without<HealthBar>>, mut bars: Query<&mut Transform, With<HealthBar>>) {
    for (owner, link) in &owners {
        if let Ok(mut bar) = bars.get_mut(link.0) {
            bar.translation = owner.translation + BAR_OFFSET;
        }
    }
}
