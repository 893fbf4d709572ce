using UnrealBuildTool;

public class Driftline : ModuleRules
{
	public Driftline(ReadOnlyTargetRules Target) : base(Target)
	{
		PCHUsage = PCHUsageMode.UseExplicitOrSharedPCHs;

		PublicDependencyModuleNames.AddRange(new string[] {
			"Core", "CoreUObject", "Engine", "InputCore", "EnhancedInput", "UMG", "CommonUI"
		});

		PrivateDependencyModuleNames.AddRange(new string[] {
			"HTTP", "Json", "JsonUtilities", "OnlineSubsystem", "ApplicationCore"
		});
	}
}
