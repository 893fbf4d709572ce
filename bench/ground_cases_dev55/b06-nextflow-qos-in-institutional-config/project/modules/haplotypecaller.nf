process HAPLOTYPECALLER {
    tag "$sample"
    container 'broadinstitute/gatk:4.5.0.0'
    publishDir "${params.outdir}/gvcf", mode: 'copy'

    input:
    tuple val(sample), path(bam), path(bai)
    path ref
    path intervals

    output:
    path "${sample}.g.vcf.gz", emit: gvcf
    path "${sample}.g.vcf.gz.tbi", emit: tbi

    script:
    """
    gatk --java-options "-Xmx${task.memory.toGiga() - 4}g" HaplotypeCaller \
        -R $ref -I $bam -L $intervals \
        -O ${sample}.g.vcf.gz -ERC GVCF \
        --native-pair-hmm-threads ${task.cpus}
    """

    stub:
    """
    touch ${sample}.g.vcf.gz ${sample}.g.vcf.gz.tbi
    """
}

// Joint genotyping (GenomicsDBImport + GenotypeGVCFs) runs in a separate workflow
// after all samples of a batch are called; see the paper repository, not this one.
