package dev.emberhold.spawnfx;

import org.bukkit.Bukkit;
import org.bukkit.Location;
import org.bukkit.World;
import org.bukkit.configuration.file.FileConfiguration;
import org.bukkit.plugin.java.JavaPlugin;

public final class SpawnFxPlugin extends JavaPlugin {

    private SpawnEffects effects;
    private KitManager kits;

    @Override
    public void onEnable() {
        saveDefaultConfig();
        FileConfiguration cfg = getConfig();
        World hub = Bukkit.getWorld(cfg.getString("fountain.world", "hub"));
        if (hub == null) {
            getLogger().severe("Hub world not found, SpawnFX disabled");
            getServer().getPluginManager().disablePlugin(this);
            return;
        }
        Location fountain = new Location(hub, cfg.getDouble("fountain.x"), cfg.getDouble("fountain.y"), cfg.getDouble("fountain.z"));
        effects = new SpawnEffects(this, fountain);
        kits = new KitManager(this);
        getCommand("kit").setExecutor(kits);
        if (cfg.getBoolean("ring.enabled", true)) {
            Bukkit.getScheduler().runTaskTimer(this, effects::tick, 20L, cfg.getLong("ring.period-ticks", 10L));
        }
        getLogger().info("SpawnFX ready, fountain at " + fountain.toVector());
    }

    @Override
    public void onDisable() {
        Bukkit.getScheduler().cancelTasks(this);
    }
}
