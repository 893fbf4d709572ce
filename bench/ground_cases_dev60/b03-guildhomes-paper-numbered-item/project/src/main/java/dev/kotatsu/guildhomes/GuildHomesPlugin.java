package dev.kotatsu.guildhomes;

import org.bukkit.plugin.java.JavaPlugin;

public final class GuildHomesPlugin extends JavaPlugin {

    private HomeStore store;
    private EffectsManager effects;

    @Override
    public void onEnable() {
        saveDefaultConfig();
        store = new HomeStore(this);
        store.load();
        effects = new EffectsManager(this);

        HomeCommand command = new HomeCommand(this, store, effects);
        getCommand("home").setExecutor(command);
        getCommand("sethome").setExecutor(command);
        getCommand("delhome").setExecutor(command);
        getCommand("home").setTabCompleter(command);

        getLogger().info("GuildHomes enabled, " + store.size() + " players loaded");
    }

    @Override
    public void onDisable() {
        if (store != null) {
            store.save();
        }
    }

    public String message(String key) {
        String raw = getConfig().getString("messages." + key, key);
        return raw.replace('&', '\u00a7');
    }
}
