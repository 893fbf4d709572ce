package cn.chuncraft.homes.commands;

import cn.chuncraft.homes.HomeManager;
import cn.chuncraft.homes.HomesPlugin;
import org.bukkit.Location;
import org.bukkit.command.Command;
import org.bukkit.command.CommandExecutor;
import org.bukkit.command.CommandSender;
import org.bukkit.entity.Player;

public final class HomeCommand implements CommandExecutor {

    private final HomesPlugin plugin;
    private final HomeManager homes;

    public HomeCommand(HomesPlugin plugin, HomeManager homes) {
        this.plugin = plugin;
        this.homes = homes;
    }

    @Override
    public boolean onCommand(CommandSender sender, Command command, String label, String[] args) {
        if (!(sender instanceof Player player)) {
            sender.sendMessage("只有玩家能用这个命令");
            return true;
        }
        String name = args.length > 0 ? args[0] : "home";
        Location target = homes.getHome(player.getUniqueId(), name);
        if (target == null) {
            player.sendMessage("§c你还没有叫 " + name + " 的家，先 /sethome " + name);
            return true;
        }
        int warmup = plugin.getConfig().getInt("warmup-seconds", 3);
        player.sendMessage("§a" + warmup + " 秒后传送，别动哦");
        plugin.getServer().getScheduler().runTaskLater(plugin, () -> homes.teleport(player, target), warmup * 20L);
        return true;
    }
}
