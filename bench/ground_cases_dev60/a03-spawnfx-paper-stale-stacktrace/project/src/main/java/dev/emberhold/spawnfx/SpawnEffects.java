package dev.emberhold.spawnfx;

import org.bukkit.Color;
import org.bukkit.Location;
import org.bukkit.Particle;
import org.bukkit.World;
import org.bukkit.attribute.Attribute;
import org.bukkit.entity.Player;

/** The ring of dust around spawn and the heal fountain's aura. */
public final class SpawnEffects {

    private static final Particle.DustOptions EMBER = new Particle.DustOptions(Color.fromRGB(255, 110, 20), 1.4f);
    private static final int RING_POINTS = 48;

    private final SpawnFxPlugin plugin;
    private final Location fountain;
    private final double ringRadius;
    private double phase;

    public SpawnEffects(SpawnFxPlugin plugin, Location fountain) {
        this.plugin = plugin;
        this.fountain = fountain;
        double radius = plugin.getConfig().getDouble("ring.radius", 4.0);
        this.ringRadius = Math.max(1.0, Math.min(radius, 16.0));
    }

    public void tick() {
        phase += Math.PI / 32;
        ring(fountain.getWorld());
        for (Player player : fountain.getWorld().getPlayers()) {
            if (player.getLocation().distanceSquared(fountain) < 9.0) {
                healAura(player);
            }
        }
    }

    private void ring(World world) {
        for (int i = 0; i < RING_POINTS; i++) {
            double angle = phase + (2 * Math.PI * i / RING_POINTS);
            Location at = fountain.clone().add(Math.cos(angle) * ringRadius, 0.2, Math.sin(angle) * ringRadius);
            world.spawnParticle(Particle.DUST, at, 1, 0, 0, 0, 0, EMBER);
        }
    }

    private void healAura(Player player) {
        double max = player.getAttribute(Attribute.GENERIC_MAX_HEALTH).getValue();
        double heal = plugin.getConfig().getDouble("fountain.heal-per-pulse", 2.0);
        if (player.getHealth() < max) {
            player.setHealth(Math.min(max, player.getHealth() + heal));
        }
        Location at = player.getLocation().add(0, 1.0, 0);
        // ENTITY_EFFECT (was SPELL_MOB) takes its colour from the offsets when count is 0 (r, g, b in 0..1)
        player.getWorld().spawnParticle(Particle.ENTITY_EFFECT, at, 0, 0.3, 1.0, 0.4, 1.0);
    }
}
