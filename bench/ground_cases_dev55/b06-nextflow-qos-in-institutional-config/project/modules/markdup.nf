process MARK_DUPLICATES {
    tag "$sample"
    label 'process_medium'
    container 'broadinstitute/gatk:4.5.0.0'
    publishDir "${params.outdir}/qc/markdup", mode: 'copy', pattern: '*.metrics.txt'

    input:
    tuple val(sample), path(bam)

    output:
    tuple val(sample), path("${sample}.md.bam"), path("${sample}.md.bai"), emit: bam
    path "${sample}.metrics.txt", emit: metrics

    script:
    """
    gatk --java-options "-Xmx${task.memory.toGiga() - 4}g" MarkDuplicates \
        -I $bam -O ${sample}.md.bam -M ${sample}.metrics.txt \
        --CREATE_INDEX true --TMP_DIR .
    """
}
