package cn.chuncraft.homes;

import cn.chuncraft.homes.commands.DelHomeCommand;
import cn.chuncraft.homes.commands.HomeCommand;
import cn.chuncraft.homes.commands.SetHomeCommand;
import org.bukkit.plugin.java.JavaPlugin;

public final class HomesPlugin extends JavaPlugin {

    private HomeManager homes;

    @Override
    public void onEnable() {
        saveDefaultConfig();
        homes = new HomeManager(this);
        homes.load();

        getCommand("home").setExecutor(new HomeCommand(this, homes));
        getCommand("sethome").setExecutor(new SetHomeCommand(this, homes));
        getCommand("delhome").setExecutor(new DelHomeCommand(homes));

        if (getConfig().getBoolean("starter-kit", true)) {
            getServer().getPluginManager().registerEvents(new KitListener(this), this);
        }
        getLogger().info("ChunCraftHomes enabled, " + homes.count() + " homes loaded");
    }

    @Override
    public void onDisable() {
        if (homes != null) {
            homes.save();
        }
    }

    public int maxHomes() {
        return getConfig().getInt("max-homes", 3);
    }
}
