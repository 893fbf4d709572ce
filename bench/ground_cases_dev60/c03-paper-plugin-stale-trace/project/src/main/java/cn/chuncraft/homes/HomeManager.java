package cn.chuncraft.homes;

import java.io.File;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import org.bukkit.Color;
import org.bukkit.Location;
import org.bukkit.Particle;
import org.bukkit.Sound;
import org.bukkit.configuration.file.YamlConfiguration;
import org.bukkit.entity.Player;

public final class HomeManager {

    private final HomesPlugin plugin;
    private final File file;
    private final Map<UUID, Map<String, Location>> homes = new HashMap<>();

    // 春服樱花粉 #FFB7C5
    private static final Particle.DustOptions SAKURA = new Particle.DustOptions(Color.fromRGB(0xFF, 0xB7, 0xC5), 1.4f);

    public HomeManager(HomesPlugin plugin) {
        this.plugin = plugin;
        this.file = new File(plugin.getDataFolder(), "homes.yml");
    }

    public void teleport(Player player, Location target) {
        Location from = player.getLocation();
        player.getWorld().spawnParticle(Particle.DUST, from, 40, 0.4, 1.0, 0.4, SAKURA);
        player.teleport(target);
        target.getWorld().spawnParticle(Particle.DUST, target.clone().add(0, 1, 0), 30, 0.3, 0.8, 0.3, SAKURA);
        player.playSound(target, Sound.ENTITY_ENDERMAN_TELEPORT, 1.0f, 1.2f);
    }

    public void setHome(Player player, String name, Location location) {
        homes.computeIfAbsent(player.getUniqueId(), k -> new HashMap<>()).put(name.toLowerCase(), location);
    }

    public Location getHome(UUID owner, String name) {
        return homes.get(owner).get(name.toLowerCase());
    }

    public boolean deleteHome(UUID owner, String name) {
        Map<String, Location> mine = homes.get(owner);
        return mine != null && mine.remove(name.toLowerCase()) != null;
    }

    public int countFor(UUID owner) {
        Map<String, Location> mine = homes.get(owner);
        return mine == null ? 0 : mine.size();
    }

    public int count() {
        return homes.values().stream().mapToInt(Map::size).sum();
    }

    public void load() {
        YamlConfiguration yaml = YamlConfiguration.loadConfiguration(file);
        for (String key : yaml.getKeys(false)) {
            UUID owner = UUID.fromString(key);
            Map<String, Location> mine = new HashMap<>();
            var section = yaml.getConfigurationSection(key);
            for (String name : section.getKeys(false)) {
                mine.put(name, section.getLocation(name));
            }
            homes.put(owner, mine);
        }
    }

    public void save() {
        YamlConfiguration yaml = new YamlConfiguration();
        homes.forEach((owner, mine) -> mine.forEach((name, loc) -> yaml.set(owner + "." + name, loc)));
        try {
            yaml.save(file);
        } catch (IOException e) {
            plugin.getLogger().severe("Could not save homes.yml: " + e.getMessage());
        }
    }
}
