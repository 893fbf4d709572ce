package dev.kotatsu.guildhomes;

import org.bukkit.Color;
import org.bukkit.Location;
import org.bukkit.Particle;
import org.bukkit.Sound;
import org.bukkit.entity.Player;

/** Particles and sounds around a teleport. */
public final class EffectsManager {

    private static final Particle.DustOptions GOLD = new Particle.DustOptions(Color.fromRGB(0xE9C46A), 1.2f);

    private final GuildHomesPlugin plugin;

    public EffectsManager(GuildHomesPlugin plugin) {
        this.plugin = plugin;
    }

    private boolean enabled() {
        return plugin.getConfig().getBoolean("effects.enabled", true);
    }

    public void warmup(Player player) {
        if (!enabled()) return;
        Location at = player.getLocation().add(0, 1, 0);
        player.getWorld().spawnParticle(Particle.WITCH, at, 30, 0.4, 0.8, 0.4, 0.01);
    }

    public void departed(Location from) {
        if (!enabled()) return;
        from.getWorld().spawnParticle(Particle.DUST, from.clone().add(0, 1, 0), 40, 0.3, 0.9, 0.3, GOLD);
    }

    public void arrived(Player player) {
        if (!enabled()) return;
        Location at = player.getLocation().add(0, 1, 0);
        player.getWorld().spawnParticle(Particle.HAPPY_VILLAGER, at, 20, 0.5, 0.8, 0.5);
        if (plugin.getConfig().getBoolean("effects.sound", true)) {
            player.playSound(at, Sound.ENTITY_ENDERMAN_TELEPORT, 0.7f, 1.2f);
        }
    }
}
