using System.ComponentModel.DataAnnotations;

namespace Clubhouse.Api.Validation;

// Rejects a date of birth for someone younger than Years today (club statutes: members are 16+).
[AttributeUsage(AttributeTargets.Property)]
public sealed class MinimumAgeAttribute(int years) : ValidationAttribute($"You must be at least {years} years old.")
{
    public int Years { get; } = years;

    protected override ValidationResult? IsValid(object? value, ValidationContext context)
    {
        if (value is not DateOnly dob)
        {
            return ValidationResult.Success; // [Required] reports a missing value
        }

        var clock = context.GetService(typeof(TimeProvider)) as TimeProvider ?? TimeProvider.System;
        var today = DateOnly.FromDateTime(clock.GetLocalNow().DateTime);
        var age = today.Year - dob.Year;

        return age >= Years
            ? ValidationResult.Success
            : new ValidationResult(ErrorMessageString, [context.MemberName!]);
    }
}
