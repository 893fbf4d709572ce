use bevy::prelude::*;

pub struct HudPlugin;

impl Plugin for HudPlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(Score(0))
            .add_systems(Startup, spawn_hud)
            .add_systems(Update, update_score_text);
    }
}

#[derive(Resource)]
pub struct Score(pub u32);

#[derive(Component)]
struct ScoreText;

fn spawn_hud(mut commands: Commands) {
    commands.spawn((
        TextBundle::from_section("Score: 0", TextStyle { font_size: 28.0, ..default() }).with_style(Style {
            position_type: PositionType::Absolute,
            top: Val::Px(12.0),
            left: Val::Px(16.0),
            ..default()
        }),
        ScoreText,
    ));
}

fn update_score_text(score: Res<Score>, mut q: Query<&mut Text, With<ScoreText>>) {
    if !score.is_changed() {
        return;
    }
    for mut text in &mut q {
        text.sections[0].value = format!("Score: {}", score.0);
    }
}
