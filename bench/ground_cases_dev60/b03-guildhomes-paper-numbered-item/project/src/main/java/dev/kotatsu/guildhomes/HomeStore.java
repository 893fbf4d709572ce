package dev.kotatsu.guildhomes;

import java.io.File;
import java.io.IOException;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import java.util.logging.Level;

import org.bukkit.Location;
import org.bukkit.configuration.ConfigurationSection;
import org.bukkit.configuration.file.YamlConfiguration;

/** homes.yml: player UUID -> home name -> location. */
public final class HomeStore {

    private final GuildHomesPlugin plugin;
    private final File file;
    private final Map<UUID, Map<String, Location>> homes = new HashMap<>();

    public HomeStore(GuildHomesPlugin plugin) {
        this.plugin = plugin;
        this.file = new File(plugin.getDataFolder(), "homes.yml");
    }

    public void load() {
        YamlConfiguration yaml = YamlConfiguration.loadConfiguration(file);
        for (String key : yaml.getKeys(false)) {
            ConfigurationSection section = yaml.getConfigurationSection(key);
            Map<String, Location> map = new LinkedHashMap<>();
            for (String name : section.getKeys(false)) {
                map.put(name, section.getLocation(name));
            }
            homes.put(UUID.fromString(key), map);
        }
    }

    public void save() {
        YamlConfiguration yaml = new YamlConfiguration();
        homes.forEach((uuid, map) -> map.forEach((name, loc) -> yaml.set(uuid + "." + name, loc)));
        try {
            yaml.save(file);
        } catch (IOException e) {
            plugin.getLogger().log(Level.SEVERE, "homes.yml を保存できませんでした", e);
        }
    }

    public Map<String, Location> of(UUID player) {
        return homes.computeIfAbsent(player, k -> new LinkedHashMap<>());
    }

    public int size() {
        return homes.size();
    }
}
