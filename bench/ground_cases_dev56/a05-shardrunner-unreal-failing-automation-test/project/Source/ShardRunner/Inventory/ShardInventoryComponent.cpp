#include "Inventory/ShardInventoryComponent.h"
#include "Engine/DataTable.h"

UShardInventoryComponent::UShardInventoryComponent()
{
	PrimaryComponentTick.bCanEverTick = true;
	PrimaryComponentTick.TickInterval = 0.f;
}

void UShardInventoryComponent::TickComponent(float DeltaTime, ELevelTick TickType, FActorComponentTickFunction* ThisTickFunction)
{
	Super::TickComponent(DeltaTime, TickType, ThisTickFunction);
	RecalcWeight();
	if (CarriedWeight > MaxWeight)
	{
		OnOverEncumbered.Broadcast(CarriedWeight - MaxWeight);
	}
}

void UShardInventoryComponent::RecalcWeight()
{
	CarriedWeight = 0.f;
	for (const FInventoryEntry& Entry : Entries)
	{
		const FItemRow* Row = ItemTable->FindRow<FItemRow>(Entry.ItemId, TEXT("RecalcWeight"));
		if (Row)
		{
			CarriedWeight += Row->Weight * Entry.Count;
		}
	}
}

bool UShardInventoryComponent::AddItem(FName ItemId, int32 Count)
{
	for (FInventoryEntry& Entry : Entries)
	{
		if (Entry.ItemId == ItemId)
		{
			Entry.Count += Count;
			return true;
		}
	}
	Entries.Add({ItemId, Count});
	return true;
}
