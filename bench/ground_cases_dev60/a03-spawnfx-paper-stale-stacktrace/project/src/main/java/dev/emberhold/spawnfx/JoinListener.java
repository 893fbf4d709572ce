package dev.emberhold.spawnfx;

import org.bukkit.event.EventHandler;
import org.bukkit.event.Listener;
import org.bukkit.event.player.PlayerJoinEvent;

public final class JoinListener implements Listener {

    private final SpawnFxPlugin plugin;

    public JoinListener(SpawnFxPlugin plugin) {
        this.plugin = plugin;
    }

    @EventHandler
    public void onJoin(PlayerJoinEvent event) {
        if (!event.getPlayer().hasPlayedBefore()) {
            event.getPlayer().sendMessage("§6Welcome to Emberhold! Type /kit starter to get going.");
            plugin.getLogger().info("first join: " + event.getPlayer().getName());
        }
    }
}
